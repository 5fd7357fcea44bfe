/*
 * The reading feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { ReaderMarks } from './reader-marks';
export type { Marks } from './reader-marks';
export { ReaderSignals } from './reader-signals';
export { ReadingModule } from './reading.module';
export {
  LIST_ENTRIES_COLLECTION,
  RATINGS_COLLECTION,
  listEntrySchema,
  ratingSchema,
  readerNovelKey,
} from './reading.schema';
export type { ListEntryRecord, RatingRecord } from './reading.schema';
