import {
  changeDraftListFilter,
  DRAFT_LIMITS,
  draftActions,
  draftDeleteErrorMessage,
  draftListPageCount,
  draftMessages,
  draftStatusFilterLabels,
  draftStatusFilters,
  draftStatusLabels,
  draftTypeFilterLabels,
  draftTypeFilters,
  draftTypeLabel,
  type DraftAction,
  type DraftListFilter,
  type DraftListItem,
  type DraftStatus,
  type DraftSummary,
  type NovelDraftType,
  type PostDraftType,
  type User,
  profilePath,
  novelDraftSummary,
  postDraftSummary,
} from '@vn/domain';
import { Chip, EmptyState, Link, RelativeTime, UserName, useToasts } from '@vn/ui';
import { Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/client';
import { AddressPaginator } from '../../app/AddressPaginator';
import { AddressTabs } from '../../app/AddressTabs';
import { IconAction } from '../../app/IconAction';
import { Loaded } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { useConfirmedRemoval } from '../../app/use-confirmed-removal';
import { actorOf } from '../../session/session';
import { SignedInOnly } from '../../session/SignedInOnly';
import { deleteNovelDraft } from '../../drafts/delete-novel-draft';
import { useDraftActionConfirm } from '../../drafts/use-draft-action-confirm';
import { draftsFilterOf, draftsHref } from './drafts-address';
import { useDraftList } from './use-drafts';
import * as styles from './DraftsPage.css';

const PAGE_TITLE = 'Черновики';

/** The toast when the list does not come (docs/product §8 names none for the list; ours, in its words). */
export const DRAFTS_LOAD_FAILED = 'Не удалось загрузить черновики';

/** The mark of an open edit whose project changed since it was made (ours, docs/product §A4.1). */
export const staleBaseMark = {
  text: 'Проект изменился',
  label: 'Проект изменился после создания черновика',
} as const;

/**
 * /drafts (docs/product §2.2; §4 Draft list filters): the drafts the reader may see — their own, their
 * projects', all of them for moderators — under the type tabs (Все, Новеллы и игры, Статьи) and the
 * status tabs, 20 a page. Tabs and page live in the address; a new tab starts at the first page. A
 * guest goes to /login first (§6: guests cannot see drafts).
 */
export function DraftsPage() {
  usePageTitle(PAGE_TITLE);
  const [search] = useSearchParams();
  const filter = draftsFilterOf(search);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{PAGE_TITLE}</h1>
      <SignedInOnly>
        {(viewer) => (
          <AddressTabs
            label="Типы черновиков"
            tabs={draftTypeFilters}
            selected={filter.type}
            labelOf={(type) => draftTypeFilterLabels[type]}
            hrefOf={(type) => draftsHref(changeDraftListFilter(filter, { type }))}
            panelClassName={styles.panel}
          >
            <AddressTabs
              label="Статусы черновиков"
              tabs={draftStatusFilters}
              selected={filter.status}
              labelOf={(status) => draftStatusFilterLabels[status]}
              hrefOf={(status) => draftsHref(changeDraftListFilter(filter, { status }))}
              panelClassName={styles.panel}
            >
              <DraftList filter={filter} viewer={viewer} />
            </AddressTabs>
          </AddressTabs>
        )}
      </SignedInOnly>
    </div>
  );
}

function DraftList({ filter, viewer }: { filter: DraftListFilter; viewer: User }) {
  const load = useDraftList(filter, true);

  return (
    <Loaded load={load} failureMessage={DRAFTS_LOAD_FAILED} failureClassName={styles.failure}>
      {(data) => {
        // §4: the paginator shows up to 100 pages when a page has items; the list call also says
        // how many drafts there are, so it shows no pages past the last.
        const pageCount = Math.min(
          Math.ceil(data.count / DRAFT_LIMITS.pageSize),
          draftListPageCount(data.drafts.length),
        );
        return (
          <>
            {data.drafts.length === 0 ? (
              <EmptyState kind="nothing" />
            ) : (
              <ol className={styles.list} aria-label="Черновики">
                {data.drafts.map((draft) => (
                  <DraftRow
                    key={draft._id}
                    draft={draft}
                    viewer={viewer}
                    // The row goes at once; the page is asked again, as the next drafts move up.
                    onDeleted={() =>
                      void load.mutate((current) =>
                        current
                          ? {
                              drafts: current.drafts.filter((each) => each._id !== draft._id),
                              count: Math.max(0, current.count - 1),
                            }
                          : current,
                      )
                    }
                  />
                ))}
              </ol>
            )}
            <AddressPaginator
              page={filter.page}
              pageCount={pageCount}
              hrefOf={(page) => draftsHref({ ...filter, page })}
            />
          </>
        );
      }}
    </Loaded>
  );
}

/** What the draft machine needs to know of a row (libs/domain drafts/status.ts). */
function summaryOf(draft: DraftListItem): DraftSummary {
  return draft.kind === 'novel'
    ? novelDraftSummary({ ...draft, type: draft.type as NovelDraftType })
    : postDraftSummary({ ...draft, type: draft.type as PostDraftType });
}

/** A row's name: its title, or what it proposes when it has none. */
function titleOf(draft: DraftListItem): string {
  if (draft.title.trim()) return draft.title;
  return draft.kind === 'post' ? 'Черновик статьи' : draftTypeLabel(draft.type);
}

const chipVariantOf = (status: DraftStatus) =>
  status === 'declined' ? 'danger' : status === 'applied' ? 'accent' : 'neutral';

interface DraftRowProps {
  draft: DraftListItem;
  viewer: User;
  onDeleted: () => void;
}

function DraftRow({ draft, viewer, onDeleted }: DraftRowProps) {
  const title = titleOf(draft);
  // §4: "The draft creator sees a delete icon unless the draft is applied" — the machine's delete
  // button, which only novel drafts have (article drafts are deleted by declining them, on their page).
  const remove = draftActions({
    draft: summaryOf(draft),
    actor: actorOf(viewer),
    now: new Date(),
  }).find((action) => action.action === 'delete');
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <Link href={draft.kind === 'novel' ? `/drafts/${draft._id}` : `/postDrafts/${draft._id}`}>
          {title}
        </Link>
        <span className={styles.rowType}>{draftTypeLabel(draft.type)}</span>
      </div>
      <div className={styles.rowMeta}>
        <Chip size="sm" variant={chipVariantOf(draft.status)}>
          {draftStatusLabels[draft.status]}
        </Chip>
        {draft.staleBase && (
          <Chip size="sm" variant="accent" role="note" aria-label={staleBaseMark.label}>
            {staleBaseMark.text}
          </Chip>
        )}
        <UserName
          size="sm"
          name={draft.createdBy.username}
          href={profilePath(draft.createdBy.username)}
        />
        <RelativeTime value={draft.updatedAt} />
        {remove && (
          <DeleteDraftButton
            draftId={draft._id}
            title={title}
            action={remove}
            onDeleted={onDeleted}
          />
        )}
      </div>
    </li>
  );
}

function DeleteDraftButton({
  draftId,
  title,
  action,
  onDeleted,
}: {
  draftId: string;
  title: string;
  action: DraftAction;
  onDeleted: () => void;
}) {
  const confirmAction = useDraftActionConfirm();
  const toasts = useToasts();
  const removal = useConfirmedRemoval({
    ask: () => confirmAction(action),
    remove: () => deleteNovelDraft(draftId),
    done: () => {
      toasts.success(draftMessages.deleted);
      onDeleted();
    },
    failureOf: (error) => draftDeleteErrorMessage(messageOf(error)),
  });

  return (
    <IconAction
      label={`Удалить черновик «${title}»`}
      icon={Trash2}
      isPending={removal.pending}
      onPress={() => void removal.run()}
    />
  );
}
