import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { KeyedMarks } from '../../platform/database';
import {
  LIST_ENTRIES_COLLECTION,
  RATINGS_COLLECTION,
  type ListEntryRecord,
  type RatingRecord,
} from './reading.schema';

/** Readers' ratings and reading-list entries: one mark per reader and project each (KeyedMarks). */
@Injectable()
export class ReadingRepository {
  readonly ratings: KeyedMarks<RatingRecord>;
  readonly lists: KeyedMarks<ListEntryRecord>;

  constructor(
    @InjectModel(RATINGS_COLLECTION) private readonly ratingRecords: Model<RatingRecord>,
    @InjectModel(LIST_ENTRIES_COLLECTION) private readonly listEntries: Model<ListEntryRecord>,
  ) {
    this.ratings = new KeyedMarks(ratingRecords);
    this.lists = new KeyedMarks(listEntries);
  }

  /** Every rating of the projects (all, or `novelIds`): who gave it, to which project, what and when. */
  ratingsOfProjects(novelIds?: readonly string[]) {
    return this.ratingRecords
      .find(novelIds ? { novelId: { $in: novelIds } } : {}, {
        userId: 1,
        novelId: 1,
        rating: 1,
        updatedAt: 1,
      })
      .lean<Omit<RatingRecord, '_id'>[]>();
  }

  /** Every list entry of the projects (all, or `novelIds`): whose, which project and list. */
  listEntriesOfProjects(novelIds?: readonly string[]) {
    return this.listEntries
      .find(novelIds ? { novelId: { $in: novelIds } } : {}, { userId: 1, novelId: 1, list: 1 })
      .lean<Pick<ListEntryRecord, 'userId' | 'novelId' | 'list'>[]>();
  }
}
