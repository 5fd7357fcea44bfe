import {
  MODERATION_LOG_PAGE_SIZE,
  moderationActionLabels,
  moderationTargetHref,
  type ModerationLogEntry,
  profilePath,
} from '@vn/domain';
import { EmptyState, Link, RelativeTime, UserName } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { useSession } from '../../session/session';
import { StaffPage } from '../../session/StaffOnly';
import { logHref, logPageOf } from './log-address';
import { useLogPage } from './use-log';
import * as styles from './LogPage.css';

export const LOG_TITLE = 'Журнал модерации';
/** The toast when the log does not come (docs/product §8 names none; ours, in its words). */
export const LOG_LOAD_FAILED = 'Не удалось загрузить журнал модерации';

/**
 * /log (docs/product §2.2): the moderation log for moderators and administrators, newest first, 50 a
 * page (the page in the address): who did what to whom and when, with links. Everyone else, guests
 * included, gets the not-found page (`StaffOnly`, §8 "/log without moderator -> not-found").
 */
export function LogPage() {
  return (
    <StaffPage action="viewLog" title={LOG_TITLE}>
      <LogContent />
    </StaffPage>
  );
}

function LogContent() {
  const [search] = useSearchParams();
  const page = logPageOf(search);
  const session = useSession();
  const load = useLogPage(page, session.can('viewLog'));

  return (
    <Loaded load={load} failureMessage={LOG_LOAD_FAILED}>
      {(data) => {
        const pageCount = Math.ceil(data.count / MODERATION_LOG_PAGE_SIZE);
        return (
          <>
            {data.entries.length === 0 ? (
              <EmptyState kind="nothing" />
            ) : (
              <ol className={styles.list} aria-label={LOG_TITLE}>
                {data.entries.map((entry) => (
                  <LogEntry key={entry._id} entry={entry} />
                ))}
              </ol>
            )}
            <AddressPaginator
              page={Math.min(page, pageCount - 1)}
              pageCount={pageCount}
              hrefOf={logHref}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/** One action: when, who, what, to whom (a link where the target has a page), and its sentence. */
function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const href = entry.target ? moderationTargetHref(entry.target) : null;
  return (
    <li className={styles.entry}>
      <div className={styles.headline}>
        <RelativeTime value={entry.at}>
          {(when) => (
            <time dateTime={entry.at} title={new Date(entry.at).toLocaleString('ru-RU')}>
              {when}
            </time>
          )}
        </RelativeTime>
        <UserName size="sm" name={entry.by.username} href={profilePath(entry.by.username)} />
        <span className={styles.action}>{moderationActionLabels[entry.action]}</span>
        {entry.target &&
          (href ? (
            <Link href={href}>{entry.target.name || entry.target.id}</Link>
          ) : (
            <span>{entry.target.name || entry.target.id}</span>
          ))}
      </div>
      <p className={styles.text}>{entry.text}</p>
    </li>
  );
}
