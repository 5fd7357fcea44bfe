import { MODERATION_LOG_PAGE_SIZE, publicModerationTargetHref } from '@vn/domain';
import { EmptyState, Link } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { logHref, logPageOf } from '../../moderation/log-address';
import { ModerationEntry, ModerationEntryList } from '../../moderation/ModerationEntry';
import { useSession } from '../../session/session';
import { usePublicLogPage } from './use-public-log';
import * as styles from './ModerationJournalPage.css';

export const JOURNAL_TITLE = 'Журнал модерации';
/** The toast when the log does not come (ours, as /log's). */
export const JOURNAL_LOAD_FAILED = 'Не удалось загрузить журнал модерации';

/**
 * /moderation (docs/product §A2.9, ours): the moderation log as everyone may read it, newest first,
 * 50 a page (the page in the address): who did what to what and when, with links, and the details
 * written for everyone. Staff are pointed to /log for the full lines.
 */
export function ModerationJournalPage() {
  usePageTitle(JOURNAL_TITLE);
  const [search] = useSearchParams();
  const page = logPageOf(search);
  const load = usePublicLogPage(page);
  const session = useSession();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{JOURNAL_TITLE}</h1>
      <p className={styles.intro}>
        Что сделали модераторы: удаления, применённые правки, ограничения — с правилом и причиной.
        Заметки модераторов, тексты удалённого и черновики здесь не показываются.
        {session.can('viewLog') && (
          <>
            {' '}
            <Link href="/log">Полный журнал</Link>
          </>
        )}
      </p>
      <div className={styles.content}>
        <Loaded load={load} failureMessage={JOURNAL_LOAD_FAILED}>
          {(data) => {
            const pageCount = Math.ceil(data.count / MODERATION_LOG_PAGE_SIZE);
            return (
              <>
                {data.entries.length === 0 ? (
                  <EmptyState kind="nothing" />
                ) : (
                  <ModerationEntryList label={JOURNAL_TITLE}>
                    {data.entries.map((entry) => (
                      <ModerationEntry
                        key={entry._id}
                        entry={entry}
                        href={entry.target ? publicModerationTargetHref(entry.target) : null}
                        note={entry.details}
                      />
                    ))}
                  </ModerationEntryList>
                )}
                <AddressPaginator
                  page={Math.min(page, pageCount - 1)}
                  pageCount={pageCount}
                  hrefOf={(to) => logHref('/moderation', to)}
                />
              </>
            );
          }}
        </Loaded>
      </div>
    </div>
  );
}
