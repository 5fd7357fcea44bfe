import {
  MODERATION_LOG_PAGE_SIZE,
  moderationTargetHref,
  publicModerationTargetHref,
  logEntryAnchor,
  type ModerationTarget,
} from '@vn/domain';
import { EmptyState, Spinner } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded, type LoadState } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { logHref, logQueryOf } from '../../moderation/log-address';
import {
  ModerationEntry,
  ModerationEntryList,
  type ModerationEntryView,
} from '../../moderation/ModerationEntry';
import { useSession } from '../../session/session';
import { useLogPage, usePublicLogPage, type LogQuery } from './use-log';
import * as styles from './LogPage.css';

export const LOG_TITLE = 'Журнал модерации';
/** The toast when the log does not come (docs/product §8 names none; ours, in its words). */
export const LOG_LOAD_FAILED = 'Не удалось загрузить журнал модерации';

/**
 * /log: the moderation log, newest first, 50 a page (the page in the address): who did what to what
 * and when, with links. Moderators and administrators read the full lines (docs/product §2.2);
 * everyone else, guests included, the lines written for everyone (docs/product §A2.9, ours: the
 * page was the not-found page for them before). `?entry=<id>` (ours, §A2.9) opens the page holding
 * that entry, marks it as the one linked to and moves the focus there.
 */
export function LogPage() {
  usePageTitle(LOG_TITLE);
  const session = useSession();
  const [search] = useSearchParams();
  const query = logQueryOf(search);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{LOG_TITLE}</h1>
      {session.state === undefined && session.isLoading ? (
        <Spinner />
      ) : session.can('viewLog') ? (
        <StaffLog query={query} />
      ) : (
        <PublicLog query={query} />
      )}
    </div>
  );
}

/** The full lines, with the staff's sentence under each. */
function StaffLog({ query }: { query: LogQuery }) {
  const load = useLogPage(query, true);
  return (
    <LogEntries
      load={load}
      query={query}
      targetHref={moderationTargetHref}
      noteOf={(entry) => entry.text}
    />
  );
}

/** The lines written for everyone, and what the page leaves out. */
function PublicLog({ query }: { query: LogQuery }) {
  const load = usePublicLogPage(query);
  return (
    <>
      <p className={styles.intro}>
        Что сделали модераторы: удаления, применённые правки, ограничения — с правилом и причиной.
        Заметки модераторов, тексты удалённого и черновики здесь не показываются.
      </p>
      <LogEntries
        load={load}
        query={query}
        targetHref={publicModerationTargetHref}
        noteOf={(entry) => entry.details}
      />
    </>
  );
}

/**
 * A page of the log, the entry the address names marked. The full and the public log differ only in
 * where an entry's target leads (`targetHref`) and which sentence goes under it (`noteOf`).
 */
function LogEntries<E extends ModerationEntryView & { _id: string }>({
  load,
  query,
  targetHref,
  noteOf,
}: {
  load: LoadState<{ entries: E[]; count: number; page: number }>;
  query: LogQuery;
  targetHref: (target: ModerationTarget) => string | null;
  noteOf: (entry: E) => string;
}) {
  const current = 'entry' in query ? query.entry : null;
  return (
    <Loaded load={load} failureMessage={LOG_LOAD_FAILED}>
      {(data) => {
        const pageCount = Math.ceil(data.count / MODERATION_LOG_PAGE_SIZE);
        // The page answered: the entry's, when the address names one the log has.
        const page = data.page;
        return (
          <>
            {data.entries.length === 0 ? (
              <EmptyState kind="nothing" />
            ) : (
              <ModerationEntryList label={LOG_TITLE}>
                {data.entries.map((entry) => (
                  <ModerationEntry
                    key={entry._id}
                    entry={entry}
                    href={entry.target ? targetHref(entry.target) : null}
                    note={noteOf(entry)}
                    anchorId={logEntryAnchor(entry._id)}
                    isCurrent={entry._id === current}
                  />
                ))}
              </ModerationEntryList>
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
