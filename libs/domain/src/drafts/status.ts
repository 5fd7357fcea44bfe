/**
 * The statuses shared by novel drafts and post drafts (docs/product §4), in workflow order, with declined
 * last as the side exit.
 */
export const draftStatuses = ['created', 'waitApprove', 'approved', 'applied', 'declined'] as const;
export type DraftStatus = (typeof draftStatuses)[number];

/**
 * Novel draft types (docs/product §3 Novel draft): a new project, an update of an existing one, and
 * `editing`, which docs/product names without describing; the rules treat it as an update of the novel the
 * draft refers to.
 */
export const novelDraftTypes = ['createNovel', 'updateNovel', 'editing'] as const;
export type NovelDraftType = (typeof novelDraftTypes)[number];

/** Post (article) draft types (docs/product §3 Post draft). */
export const postDraftTypes = ['create', 'update'] as const;
export type PostDraftType = (typeof postDraftTypes)[number];

/** The two kinds of draft: of a project (/drafts/{id}) or of an article (/postDrafts/{id}). */
export const draftKinds = ['novel', 'post'] as const;
export type DraftKind = (typeof draftKinds)[number];

/**
 * What the rules need to know about a novel draft (docs/product §3 Novel draft): who created it, its type
 * and status, and the novel it updates (none for createNovel).
 */
export interface NovelDraftSummary {
  kind: 'novel';
  id: string;
  title?: string | null;
  type: NovelDraftType;
  status: DraftStatus;
  createdById: string;
  novelId?: string | null;
}

/** What the rules need to know about a post draft (docs/product §3 Post draft). */
export interface PostDraftSummary {
  kind: 'post';
  id: string;
  title?: string | null;
  type: PostDraftType;
  status: DraftStatus;
  createdById: string;
}

export type DraftSummary = NovelDraftSummary | PostDraftSummary;

/** A draft as stored or as the API answers it: its author an id (a record) or a user (a view). */
interface DraftFacts<Type> {
  _id: string;
  title?: string | null;
  type: Type;
  status: DraftStatus;
  createdBy: string | { _id: string };
}

const authorIdOf = (createdBy: string | { _id: string }) =>
  typeof createdBy === 'string' ? createdBy : createdBy._id;

/** The rules' view of a novel draft, from its record (API) or its page (site). */
export function novelDraftSummary(
  draft: DraftFacts<NovelDraftType> & { novel?: string | null },
): NovelDraftSummary {
  return {
    kind: 'novel',
    id: draft._id,
    title: draft.title,
    type: draft.type,
    status: draft.status,
    createdById: authorIdOf(draft.createdBy),
    novelId: draft.novel ?? null,
  };
}

/** The rules' view of an article draft, from its record (API) or its page (site). */
export function postDraftSummary(draft: DraftFacts<PostDraftType>): PostDraftSummary {
  return {
    kind: 'post',
    id: draft._id,
    title: draft.title,
    type: draft.type,
    status: draft.status,
    createdById: authorIdOf(draft.createdBy),
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
const isOptionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

/**
 * Whether a value is a draft summary, for `can` and callers outside TypeScript. By hand rather than
 * with `draftSummarySchema` (./schemas), which accepts the same values: `can` runs on every page,
 * and the schema would bring zod there.
 */
export function isDraftSummary(value: unknown): value is DraftSummary {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const common =
    typeof draft['id'] === 'string' &&
    typeof draft['createdById'] === 'string' &&
    isOptionalText(draft['title']) &&
    isOneOf(draftStatuses, draft['status']);
  if (!common) return false;
  if (draft['kind'] === 'novel') {
    return isOneOf(novelDraftTypes, draft['type']) && isOptionalText(draft['novelId']);
  }
  return draft['kind'] === 'post' && isOneOf(postDraftTypes, draft['type']);
}

/** Applied and declined drafts are finished: no more edits (docs/product §2.2 /edit/draft/{id}). */
export function isDraftFinished(status: DraftStatus): boolean {
  return status === 'applied' || status === 'declined';
}
