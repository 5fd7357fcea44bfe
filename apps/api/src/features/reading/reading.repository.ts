import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { KeyedMarks } from '../../platform/database/keyed-marks';
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
    @InjectModel(RATINGS_COLLECTION) ratings: Model<RatingRecord>,
    @InjectModel(LIST_ENTRIES_COLLECTION) listEntries: Model<ListEntryRecord>,
  ) {
    this.ratings = new KeyedMarks(ratings);
    this.lists = new KeyedMarks(listEntries);
  }
}
