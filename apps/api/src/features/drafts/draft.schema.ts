import type { DraftReviewNote, DraftStatus, ImageMeta, NovelDraftType } from '@vn/domain';
import { Schema } from 'mongoose';
import type { NovelRecord } from '../novels';
import { recordSchema } from '../../platform/database';

export const NOVEL_DRAFTS_COLLECTION = 'novelDrafts';
export const REVISIONS_COLLECTION = 'novelRevisions';

/** Images uploaded with a draft, each with its safety marks (docs/product §3 Novel draft attachments). */
export interface DraftAttachments {
  poster: ImageMeta | null;
  screenshots: ImageMeta[];
  bg: ImageMeta | null;
}

/**
 * A proposed new project or edit (docs/product §3 Novel draft). `value` is the project as JSON text, as
 * the site sends and reads it; it is sanitised before it is stored. `applying` marks a draft an apply
 * has claimed, so a second apply of the same draft is refused while the first runs.
 */
export interface NovelDraftRecord {
  _id: string;
  type: NovelDraftType;
  title: string;
  status: DraftStatus;
  value: string;
  novel: string | null;
  createdBy: string;
  updatedBy: string | null;
  attachedImages: DraftAttachments;
  commentsCount: number;
  applying: Date | null;
  appliedAt: Date | null;
  /**
   * Ours (docs/product §A4.1): for an edit, the project's fields (as a draft value has them) when
   * the draft was made or last came back from review, as JSON text; null for a new project and for
   * drafts from before this was kept (their base is taken to be the project as it is).
   */
  base?: string | null;
  /** Ours (docs/product §A4): the last review that sent it back, for its author. */
  review?: DraftReviewNoteRecord | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A review note as stored: the answer's, with a date. */
export type DraftReviewNoteRecord = Omit<DraftReviewNote, 'at'> & { at: Date };

/** The fields of a project a draft sets: its content, not its counters, owners or ratings. */
export const projectContentFields = [
  'url',
  'name',
  'alternativeNames',
  'section',
  'modifiers',
  'poster',
  'screenshots',
  'bg',
  'originalLanguage',
  'developers',
  'status',
  'releasedAt',
  'expectedReleaseAt',
  'releasedYear',
  'genreIds',
  'tagIds',
  'platformIds',
  'length',
  'translations',
  'description',
  'links',
  'vndb',
] as const satisfies readonly (keyof NovelRecord)[];
export type ProjectContentField = (typeof projectContentFields)[number];
export type ProjectContent = Pick<NovelRecord, ProjectContentField>;

/**
 * One revision of a project: the project's content after an applied draft, who applied it and when,
 * and which fields it changed. `_id` is `${novelId}:${number}`, so two applies racing for the same
 * number cannot both be written (docs/architecture.md § The database: keyed by the pair). Revision
 * 1 of a project that existed before drafts (seeded, imported) is its baseline, with no draft and
 * no author.
 */
export interface RevisionRecord {
  _id: string;
  novelId: string;
  number: number;
  draftId: string | null;
  by: { _id: string; username: string } | null;
  at: Date;
  changedFields: ProjectContentField[];
  content: ProjectContent;
}

export const novelDraftSchema = recordSchema<NovelDraftRecord>(
  NOVEL_DRAFTS_COLLECTION,
  {
    type: { type: String, required: true },
    title: { type: String, default: '' },
    status: { type: String, required: true },
    value: { type: String, required: true },
    novel: { type: String, default: null },
    createdBy: { type: String, required: true, index: true },
    updatedBy: { type: String, default: null },
    attachedImages: {
      type: Schema.Types.Mixed,
      default: () => ({ poster: null, screenshots: [], bg: null }),
    },
    commentsCount: { type: Number, default: 0 },
    applying: { type: Date, default: null },
    appliedAt: { type: Date, default: null },
    base: { type: String, default: null },
    review: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, minimize: false },
);

export const revisionSchema = recordSchema<RevisionRecord>(
  REVISIONS_COLLECTION,
  {
    novelId: { type: String, required: true, index: true },
    number: { type: Number, required: true },
    draftId: { type: String, default: null },
    by: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true },
    changedFields: { type: [String], default: [] },
    content: { type: Schema.Types.Mixed, required: true },
  },
  { minimize: false },
);
