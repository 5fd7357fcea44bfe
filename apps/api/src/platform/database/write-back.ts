import type { Model } from 'mongoose';

/**
 * Writes records back exactly as a repository read them (`lean`), whether or not they were deleted
 * since: the undo of a multi-document deletion that failed part-way (docs/adr/0006). Each goes whole
 * by its id, through the driver rather than mongoose, so nothing is cast, defaulted or reordered:
 * the collection ends as it was, even for records an older version of the site wrote.
 */
export async function writeBack<T extends { _id: string }>(
  model: Model<T>,
  records: readonly T[],
): Promise<void> {
  for (const record of records) {
    // The driver types `_id` as an ObjectId; ours are strings (record-schema.ts).
    await model.collection.replaceOne({ _id: record._id as never }, record, { upsert: true });
  }
}
