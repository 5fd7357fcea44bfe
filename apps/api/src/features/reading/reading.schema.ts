import type { ReadingList } from '@vn/domain';
import { recordSchema } from '../../platform/database';

export const RATINGS_COLLECTION = 'ratings';
export const LIST_ENTRIES_COLLECTION = 'listEntries';

/** The key of a record unique per reader and project (docs/architecture.md § The database). */
export const readerNovelKey = (userId: string, novelId: string) => `${userId}:${novelId}`;

/**
 * A reader's mark of a project, whatever its value: `_id` is `${userId}:${novelId}`, so a reader has
 * one mark of each kind per project.
 */
export interface ReaderMarkRecord {
  _id: string;
  userId: string;
  novelId: string;
  updatedAt: Date;
}

/** A reader's rating of a project. */
export interface RatingRecord extends ReaderMarkRecord {
  rating: number;
}

/** A project on one of a reader's lists; one list per project. */
export interface ListEntryRecord extends ReaderMarkRecord {
  list: ReadingList;
}

// Written by upsert with `updatedAt` set by hand: FerretDB lacks `$setOnInsert`, which mongoose's
// timestamps would need for `createdAt`.
const readerMarkFields = {
  userId: { type: String, required: true, index: true },
  novelId: { type: String, required: true },
  updatedAt: { type: Date, required: true },
};

export const ratingSchema = recordSchema<RatingRecord>(RATINGS_COLLECTION, {
  ...readerMarkFields,
  rating: { type: Number, required: true },
});

export const listEntrySchema = recordSchema<ListEntryRecord>(LIST_ENTRIES_COLLECTION, {
  ...readerMarkFields,
  list: { type: String, required: true },
});
