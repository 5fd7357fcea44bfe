import type { ReadingList } from '@vn/domain';
import { recordSchema } from '../../platform/database';

export const RATINGS_COLLECTION = 'ratings';
export const LIST_ENTRIES_COLLECTION = 'listEntries';

/** The key of a record unique per reader and project (docs/architecture.md § The database). */
export const readerNovelKey = (userId: string, novelId: string) => `${userId}:${novelId}`;

/** A reader's rating of a project: `_id` is `${userId}:${novelId}`. */
export interface RatingRecord {
  _id: string;
  userId: string;
  novelId: string;
  rating: number;
  updatedAt: Date;
}

/** A project on one of a reader's lists: `_id` is `${userId}:${novelId}`; one list per project. */
export interface ListEntryRecord {
  _id: string;
  userId: string;
  novelId: string;
  list: ReadingList;
  updatedAt: Date;
}

// Written by upsert with `updatedAt` set by hand: FerretDB lacks `$setOnInsert`, which mongoose's
// timestamps would need for `createdAt`.
export const ratingSchema = recordSchema<RatingRecord>(RATINGS_COLLECTION, {
  userId: { type: String, required: true, index: true },
  novelId: { type: String, required: true },
  rating: { type: Number, required: true },
  updatedAt: { type: Date, required: true },
});

export const listEntrySchema = recordSchema<ListEntryRecord>(LIST_ENTRIES_COLLECTION, {
  userId: { type: String, required: true, index: true },
  novelId: { type: String, required: true },
  list: { type: String, required: true },
  updatedAt: { type: Date, required: true },
});
