import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { NOVELS_COLLECTION, type NovelRecord } from './novel.schema';

/**
 * The catalogue index's one read: every project, at start-up and whenever the index reloads. It is
 * apart from `NovelsRepository` because that one keeps the index current after each write, so it
 * depends on the index and cannot also feed it.
 */
@Injectable()
export class NovelRecordsRepository {
  constructor(@InjectModel(NOVELS_COLLECTION) private readonly novels: Model<NovelRecord>) {}

  all(): Promise<NovelRecord[]> {
    return this.novels.find({}).lean<NovelRecord[]>();
  }
}
