import type {
  DevelopmentStatus,
  ImageSafetyMarks,
  Language,
  Length,
  Link,
  ProjectSection,
  ReadingList,
} from '@vn/domain';
import { Schema } from 'mongoose';
import { recordSchema } from '../../platform/database';

export const NOVELS_COLLECTION = 'novels';

/** An image as stored: its two sizes (storage URLs). */
export interface StoredImage {
  preview: string;
  full: string;
}

/** A translation as stored (docs/product §3 Translation); `translatorId` links a translator group. */
export interface TranslationRecord {
  group: { link: string; description: string };
  translatorId: string | null;
  status: DevelopmentStatus;
  nonFree: boolean;
  releasedAt: Date | null;
  link: { link: string; description: string } | null;
  description: string;
}

/** What the external VN database told us (docs/product §3 `vndb`); its rating is 10..100. */
export interface VndbRecord {
  id: string;
  title?: string;
  olang?: string;
  length?: number | null;
  length_minutes?: number | null;
  rating?: number | null;
  votecount?: number;
  devstatus?: number;
  developers?: { name: string }[];
  released?: string | null;
}

/**
 * A project as stored (docs/product §3 Novel). Differences from the answer shape, and why:
 * - genres, tags and platforms are vocabulary ids: a rename then shows on every project at once, and
 *   the values are joined from the (cached) vocabularies when a project is presented;
 * - ratings are kept as a `$inc`-maintained sum and count; `rating`, `bRating` and `mixRating` are
 *   set from them on every vote (docs/architecture.md § The database: no rescans);
 * - list statistics are `$inc`-maintained counters per list;
 * - a removed project keeps everything and records who removed it and when (soft delete).
 */
export interface NovelRecord {
  _id: string;
  /** The slug in `/novels/{url}`; unique. */
  url: string;
  name: string;
  alternativeNames: string[];
  section: ProjectSection;
  modifiers: string[];
  poster: (StoredImage & { previewWidth?: number; previewHeight?: number }) | null;
  /** Images, or videos whose `full` is the video id and `contentType` is `youtube`. */
  screenshots: (Partial<StoredImage> & { full: string; contentType?: string })[];
  /** The page background, with the marks of its upload (the page veils a marked one). */
  bg: (StoredImage & ImageSafetyMarks) | null;
  originalLanguage: Language;
  developers: { name: string; link: string; userId?: string }[];
  status: DevelopmentStatus;
  releasedAt: Date | null;
  /** Free text, e.g. "Весна 2025" (docs/product §4: only for demo or inProcess). */
  expectedReleaseAt: string;
  releasedYear: number | null;
  /** The latest of release, update and translation release dates (domain `mostRecentDate`). */
  mostRecentDate: Date | null;
  genreIds: string[];
  tagIds: string[];
  platformIds: string[];
  length: Length | null;
  translations: TranslationRecord[];
  /** Rich text: a markup string (v1) or content blocks (v2). */
  description: unknown;
  links: Link[];
  vndb: VndbRecord | null;
  ratingSum: number;
  ratedUsers: number;
  rating: number | null;
  bRating: number | null;
  mixRating: number | null;
  viewsCount: number;
  /**
   * Comments on the project, kept by the comments feature with `$inc` (no rescans). Optional: records
   * written before it existed lack it, and mean 0.
   */
  commentsCount?: number;
  listCounts: Partial<Record<ReadingList, number>>;
  createdBy: string | null;
  owners: string[];
  removed: { at: Date; by: string } | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The counters of a project that move by `$inc`; a list's count is `listCounts.{list}`. */
export type ProjectCounter =
  'ratingSum' | 'ratedUsers' | 'viewsCount' | 'commentsCount' | `listCounts.${ReadingList}`;

/**
 * What a project starts with that no author sets: no votes, views, comments or list entries, no
 * owners, not removed. Counters then move by `$inc` (docs/architecture.md § The database).
 */
export function newProjectCounters() {
  return {
    ratingSum: 0,
    ratedUsers: 0,
    rating: null,
    bRating: null,
    mixRating: null,
    viewsCount: 0,
    commentsCount: 0,
    listCounts: {},
    owners: [] as string[],
    removed: null,
  } satisfies Partial<NovelRecord>;
}

export const novelSchema = recordSchema<NovelRecord>(
  NOVELS_COLLECTION,
  {
    url: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    alternativeNames: { type: [String], default: [] },
    section: { type: String, required: true },
    modifiers: { type: [String], default: [] },
    poster: { type: Schema.Types.Mixed, default: null },
    screenshots: { type: Schema.Types.Mixed, default: () => [] },
    bg: { type: Schema.Types.Mixed, default: null },
    originalLanguage: { type: String, required: true },
    developers: { type: Schema.Types.Mixed, default: () => [] },
    status: { type: String, required: true },
    releasedAt: { type: Date, default: null },
    expectedReleaseAt: { type: String, default: '' },
    releasedYear: { type: Number, default: null },
    mostRecentDate: { type: Date, default: null },
    genreIds: { type: [String], default: [] },
    tagIds: { type: [String], default: [] },
    platformIds: { type: [String], default: [] },
    length: { type: String, default: null },
    translations: { type: Schema.Types.Mixed, default: () => [] },
    description: { type: Schema.Types.Mixed, default: null },
    links: { type: Schema.Types.Mixed, default: () => [] },
    vndb: { type: Schema.Types.Mixed, default: null },
    ratingSum: { type: Number, default: 0 },
    ratedUsers: { type: Number, default: 0 },
    rating: { type: Number, default: null },
    bRating: { type: Number, default: null },
    mixRating: { type: Number, default: null },
    viewsCount: { type: Number, default: 0 },
    commentsCount: { type: Number, default: 0 },
    listCounts: { type: Schema.Types.Mixed, default: () => ({}) },
    createdBy: { type: String, default: null },
    owners: { type: [String], default: [] },
    removed: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true, minimize: false },
);
