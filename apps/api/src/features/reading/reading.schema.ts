import type { ReadingList } from '@vn/domain';
import { Schema } from 'mongoose';

export const RATINGS_COLLECTION = 'ratings';
export const LIST_ENTRIES_COLLECTION = 'listEntries';

/** The key of a record unique per reader and project (ARCHITECTURE.md: keyed by the pair). */
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

export const ratingSchema = new Schema<RatingRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    novelId: { type: String, required: true },
    rating: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Written by upsert with `updatedAt` set by hand: FerretDB lacks `$setOnInsert`, which mongoose's
  // timestamps would need for `createdAt`.
  { collection: RATINGS_COLLECTION, versionKey: false },
);

export const listEntrySchema = new Schema<ListEntryRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    novelId: { type: String, required: true },
    list: { type: String, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: LIST_ENTRIES_COLLECTION, versionKey: false },
);
