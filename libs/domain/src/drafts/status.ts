import { z } from 'zod';

/**
 * The statuses shared by novel drafts and post drafts (SPEC.md §4), in workflow order, with declined
 * last as the side exit.
 */
export const draftStatuses = ['created', 'waitApprove', 'approved', 'applied', 'declined'] as const;
export type DraftStatus = (typeof draftStatuses)[number];
export const draftStatusSchema = z.enum(draftStatuses);

/**
 * Novel draft types (SPEC.md §3 Novel draft): a new project, an update of an existing one, and
 * `editing`, which SPEC.md names without describing; the rules treat it as an update of the novel the
 * draft refers to.
 */
export const novelDraftTypes = ['createNovel', 'updateNovel', 'editing'] as const;
export type NovelDraftType = (typeof novelDraftTypes)[number];
export const novelDraftTypeSchema = z.enum(novelDraftTypes);

/** Post (article) draft types (SPEC.md §3 Post draft). */
export const postDraftTypes = ['create', 'update'] as const;
export type PostDraftType = (typeof postDraftTypes)[number];
export const postDraftTypeSchema = z.enum(postDraftTypes);

/** The two kinds of draft: of a project (/drafts/{id}) or of an article (/postDrafts/{id}). */
export const draftKinds = ['novel', 'post'] as const;
export type DraftKind = (typeof draftKinds)[number];

/**
 * What the rules need to know about a novel draft (SPEC.md §3 Novel draft): who created it, its type
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

/** What the rules need to know about a post draft (SPEC.md §3 Post draft). */
export interface PostDraftSummary {
  kind: 'post';
  id: string;
  title?: string | null;
  type: PostDraftType;
  status: DraftStatus;
  createdById: string;
}

export type DraftSummary = NovelDraftSummary | PostDraftSummary;

/** Run-time checks of the summaries, for `can` and for callers outside TypeScript (SPEC.md §3). */
export const novelDraftSummarySchema = z.object({
  kind: z.literal('novel'),
  id: z.string(),
  title: z.string().nullish(),
  type: novelDraftTypeSchema,
  status: draftStatusSchema,
  createdById: z.string(),
  novelId: z.string().nullish(),
});

export const postDraftSummarySchema = z.object({
  kind: z.literal('post'),
  id: z.string(),
  title: z.string().nullish(),
  type: postDraftTypeSchema,
  status: draftStatusSchema,
  createdById: z.string(),
});

export const draftSummarySchema = z.discriminatedUnion('kind', [
  novelDraftSummarySchema,
  postDraftSummarySchema,
]);

/** Applied and declined drafts are finished: no more edits (SPEC.md §2.2 /edit/draft/{id}). */
export function isDraftFinished(status: DraftStatus): boolean {
  return status === 'applied' || status === 'declined';
}
