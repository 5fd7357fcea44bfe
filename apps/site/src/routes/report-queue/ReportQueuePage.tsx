import { REPORT_CASES_PAGE_SIZE } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { AddressTabs } from '../../app/AddressTabs';
import { Loaded } from '../../app/load-failure';
import { StaffPage } from '../../session/StaffOnly';
import {
  reportQueueHref,
  reportQueueStatuses,
  reportQueueStatusLabels,
  reportQueueViewOf,
  type ReportQueueView,
} from './report-queue-address';
import { ReportCaseItem } from './ReportCaseItem';
import { useReportCases } from './use-report-cases';
import * as styles from './ReportQueuePage.css';

export const REPORTS_TITLE = 'Жалобы';
/** The toast when the queue does not come (ours, in the words of the other lists). */
export const REPORTS_LOAD_FAILED = 'Не удалось загрузить жалобы';

/**
 * /reports (docs/product §A3.2–A3.3, ours): what readers reported, grouped by what it is about, 20
 * a page: the open cases heaviest first, the resolved ones newest first, under two tabs; tab and
 * page in the address. A moderator takes a case and resolves it; the removal, the edit or the
 * sanction itself is done with the usual tools, through the case's links. Anyone without
 * `viewReports` gets the not-found page.
 */
export function ReportQueuePage() {
  return (
    <StaffPage action="viewReports" title={REPORTS_TITLE}>
      <ReportQueue />
    </StaffPage>
  );
}

function ReportQueue() {
  const [search] = useSearchParams();
  const view = reportQueueViewOf(search);
  return (
    <AddressTabs
      label="Жалобы по состоянию"
      tabs={reportQueueStatuses}
      selected={view.status}
      labelOf={(status) => reportQueueStatusLabels[status]}
      hrefOf={(status) => reportQueueHref({ status, page: 0 })}
      panelClassName={styles.panel}
    >
      {view.status === 'open' && (
        <p className={styles.hint}>
          Возьмите жалобу, чтобы другие модераторы её не разбирали. Удалить, исправить или
          ограничить автора можно как обычно — по ссылкам на то, на что пожаловались, и на профиль
          автора («Ограничить»); здесь записывается решение, и пожаловавшиеся узнают о нём.
        </p>
      )}
      <CaseList view={view} />
    </AddressTabs>
  );
}

function CaseList({ view }: { view: ReportQueueView }) {
  const load = useReportCases(view);
  return (
    <Loaded load={load} failureMessage={REPORTS_LOAD_FAILED} failureClassName={styles.failure}>
      {(data) => {
        const pageCount = Math.ceil(data.count / REPORT_CASES_PAGE_SIZE);
        return (
          <>
            {data.cases.length === 0 ? (
              <EmptyState kind="nothing" />
            ) : (
              <ol className={styles.list} aria-label={REPORTS_TITLE}>
                {data.cases.map((item) => (
                  <ReportCaseItem key={item._id} item={item} />
                ))}
              </ol>
            )}
            <AddressPaginator
              page={Math.min(view.page, Math.max(0, pageCount - 1))}
              pageCount={pageCount}
              hrefOf={(page) => reportQueueHref({ ...view, page })}
            />
          </>
        );
      }}
    </Loaded>
  );
}
