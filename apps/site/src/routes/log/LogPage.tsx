import { MODERATION_LOG_PAGE_SIZE, moderationTargetHref } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import { useSearchParams } from 'react-router';
import { AddressPaginator } from '../../app/AddressPaginator';
import { Loaded } from '../../app/load-failure';
import { ModerationEntry, ModerationEntryList } from '../../moderation/ModerationEntry';
import { useSession } from '../../session/session';
import { StaffPage } from '../../session/StaffOnly';
import { logHref, logPageOf } from '../../moderation/log-address';
import { useLogPage } from './use-log';

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
              <ModerationEntryList label={LOG_TITLE}>
                {data.entries.map((entry) => (
                  <ModerationEntry
                    key={entry._id}
                    entry={entry}
                    href={entry.target ? moderationTargetHref(entry.target) : null}
                    note={entry.text}
                  />
                ))}
              </ModerationEntryList>
            )}
            <AddressPaginator
              page={Math.min(page, pageCount - 1)}
              pageCount={pageCount}
              hrefOf={(page) => logHref('/log', page)}
            />
          </>
        );
      }}
    </Loaded>
  );
}
