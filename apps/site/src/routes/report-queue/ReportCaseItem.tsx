import {
  claimReportCaseRoute,
  isClaimedByAnother,
  profilePath,
  reportCasesRoute,
  reportReasonLabels,
  reportResolutionLabels,
  reportSubjectLabels,
  type ReportCase,
  type UserRef,
} from '@vn/domain';
import { Button, Dialog, DialogTrigger, Link, RelativeTime, UserName, useToasts } from '@vn/ui';
import { useId, useState } from 'react';
import { callEndpoint, messageOf } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import { useSession } from '../../session/session';
import { ResolveForm } from './ResolveForm';
import * as styles from './ReportQueuePage.css';

/** The toast of a resolved case (ours). */
export const CASE_RESOLVED = 'Жалоба рассмотрена';

const userLink = (user: UserRef) => (
  <UserName size="sm" name={user.username} href={profilePath(user.username)} />
);

/**
 * One case of the queue (docs/product §A3.2–A3.3, ours): what was reported and where it is, its
 * author, the weight, each report (who, why, what they wrote, when), who has taken it; for an open
 * case «Взять» and «Решить», a refusal (another moderator has it) said in place; for a resolved one
 * the decision, who made it and the note.
 */
export function ReportCaseItem({ item }: { item: ReportCase }) {
  const session = useSession();
  const toasts = useToasts();
  const revalidateCalls = useRevalidateCalls();
  const [conflict, setConflict] = useState<string | null>(null);
  const [isClaiming, setClaiming] = useState(false);
  const titleId = useId();
  const { subject } = item;
  const params = { kind: subject.kind, id: subject.id };
  const viewerId = session.user?._id ?? '';
  const isOpen = item.status === 'open';
  const isMine = item.claimedBy?._id === viewerId;
  const heldByAnother = isClaimedByAnother(
    { claimedById: item.claimedBy?._id ?? null, claimedAt: item.claimedAt },
    viewerId,
    new Date(),
  );
  const refresh = () => revalidateCalls(reportCasesRoute);
  const title = `${reportSubjectLabels[subject.kind]}: ${subject.name}`;

  const claim = async () => {
    setClaiming(true);
    setConflict(null);
    try {
      await callEndpoint(claimReportCaseRoute, { params });
    } catch (error) {
      setConflict(messageOf(error));
    }
    setClaiming(false);
    await refresh();
  };

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.itemTitle}>
        {reportSubjectLabels[subject.kind]}:{' '}
        {subject.href ? <Link href={subject.href}>{subject.name}</Link> : subject.name}
      </h2>
      <div className={styles.meta}>
        {subject.author && <span>Автор: {userLink(subject.author)}</span>}
        <span>Вес: {item.weight}</span>
        <span>Жалоб: {item.reports.length}</span>
      </div>
      <ul className={styles.reports} aria-label="Жалобы читателей">
        {item.reports.map((report) => (
          <li key={`${report.reporter._id}:${report.at}`} className={styles.report}>
            <div className={styles.reportHead}>
              {userLink(report.reporter)}
              <span className={styles.reason}>{reportReasonLabels[report.reason]}</span>
              <RelativeTime value={report.at} />
            </div>
            {report.text && <p className={styles.text}>{report.text}</p>}
          </li>
        ))}
      </ul>
      {/* A claim lapses after 30 minutes (REPORT_CLAIM_MS): then it is not shown. */}
      {isOpen && item.claimedBy && (isMine || heldByAnother) && (
        <p className={styles.state}>
          {isMine ? 'Вы взяли эту жалобу' : <>Разбирает: {userLink(item.claimedBy)}</>}
          {item.claimedAt && (
            <>
              {' '}
              <RelativeTime value={item.claimedAt} />
            </>
          )}
        </p>
      )}
      {!isOpen && item.resolution && (
        <p className={styles.state}>
          Решение: {reportResolutionLabels[item.resolution]}
          {item.resolvedBy && <> — {userLink(item.resolvedBy)}</>}
          {item.resolvedAt && (
            <>
              , <RelativeTime value={item.resolvedAt} />
            </>
          )}
          {item.note && <>. {item.note}</>}
        </p>
      )}
      {conflict && (
        <p role="alert" className={styles.conflict}>
          {conflict}
        </p>
      )}
      {isOpen && (
        <div className={styles.actions}>
          {!isMine && (
            <Button
              variant="secondary"
              size="sm"
              isPending={isClaiming}
              aria-label={`Взять: ${title}`}
              onPress={() => void claim()}
            >
              Взять
            </Button>
          )}
          <DialogTrigger>
            <Button size="sm" aria-label={`Решить: ${title}`}>
              Решить
            </Button>
            <Dialog title="Решить жалобу">
              {({ close }) => (
                <ResolveForm
                  params={params}
                  title={title}
                  onCancel={close}
                  onResolved={async () => {
                    close();
                    toasts.success(CASE_RESOLVED);
                    await refresh();
                  }}
                  onRefused={(message) => {
                    setConflict(message);
                    void refresh();
                  }}
                />
              )}
            </Dialog>
          </DialogTrigger>
        </div>
      )}
    </li>
  );
}
