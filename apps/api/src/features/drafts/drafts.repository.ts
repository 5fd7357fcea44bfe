import { Injectable } from '@nestjs/common';
import { repairedCount, storedCounts } from '../../platform/database';
import { InjectModel } from '@nestjs/mongoose';
import type { DraftStatus } from '@vn/domain';
import type { Model } from 'mongoose';
import {
  NOVEL_DRAFTS_COLLECTION,
  REVISIONS_COLLECTION,
  type NovelDraftRecord,
  type RevisionRecord,
} from './draft.schema';

/** The one place novel drafts and project revisions are read and written. */
@Injectable()
export class DraftsRepository {
  constructor(
    @InjectModel(NOVEL_DRAFTS_COLLECTION) private readonly drafts: Model<NovelDraftRecord>,
    @InjectModel(REVISIONS_COLLECTION) private readonly revisions: Model<RevisionRecord>,
  ) {}

  async insert(record: NovelDraftRecord): Promise<NovelDraftRecord> {
    return (await this.drafts.create(record)).toObject<NovelDraftRecord>();
  }

  findById(id: string): Promise<NovelDraftRecord | null> {
    return this.drafts.findById(id).lean<NovelDraftRecord>();
  }

  /**
   * Writes a draft only if it is still in the status it was read in and no apply holds it, so a
   * change decided on what the caller saw cannot land on a draft someone else moved meanwhile.
   * With `updatedAt`, also only if nobody saved it since it was read (a value save that adds images).
   * Sets `changes` and answers the draft after the write, or null when it was not in that state any
   * more. `touch: false` leaves `updatedAt` alone (an apply's claim is bookkeeping, not an edit).
   */
  async updateIf(
    id: string,
    expected: { status: DraftStatus; applying?: Date | null; updatedAt?: Date },
    changes: Partial<Omit<NovelDraftRecord, '_id'>>,
    options: { touch: boolean } = { touch: true },
  ): Promise<NovelDraftRecord | null> {
    const filter: Record<string, unknown> = { _id: id, status: expected.status };
    filter['applying'] = expected.applying ?? null;
    if (expected.updatedAt) filter['updatedAt'] = expected.updatedAt;
    const result = await this.drafts.updateOne(
      filter,
      { $set: changes },
      { timestamps: options.touch },
    );
    if (result.matchedCount === 0) return null;
    return this.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.drafts.deleteOne({ _id: id });
  }

  /**
   * Drafts in these statuses, newest change first, from `skip` on, and how many match. With `of`,
   * only the drafts that user wrote or that propose changes to projects they own.
   */
  async page(
    which: {
      statuses: readonly DraftStatus[];
      of?: { userId: string; ownedNovelIds: readonly string[] };
    },
    skip: number,
    limit: number,
  ): Promise<{ drafts: NovelDraftRecord[]; count: number }> {
    const filter: Record<string, unknown> = { status: { $in: [...which.statuses] } };
    if (which.of) {
      filter['$or'] = [
        { createdBy: which.of.userId },
        { novel: { $in: [...which.of.ownedNovelIds] } },
      ];
    }
    const [drafts, count] = await Promise.all([
      this.drafts
        .find(filter)
        .sort({ updatedAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<NovelDraftRecord[]>(),
      this.drafts.countDocuments(filter),
    ]);
    return { drafts, count };
  }

  /** The comment counts of every draft (or of `ids`), for counting them again (CounterRepair). */
  commentCountsOf(ids?: readonly string[]): Promise<Map<string, number>> {
    return storedCounts(this.drafts, 'commentsCount', ids);
  }

  /** Sets a draft's comment count while it still holds `expected`; whether it wrote. */
  async repairCommentCount(id: string, expected: number, actual: number): Promise<boolean> {
    return (await repairedCount(this.drafts, id, 'commentsCount', expected, actual)) !== null;
  }

  async incrementComments(id: string, delta: number): Promise<void> {
    await this.drafts.updateOne(
      { _id: id },
      { $inc: { commentsCount: delta } },
      { timestamps: false },
    );
  }

  /** A project's revisions, oldest first (a few per project: one scan of a small collection). */
  revisionsOf(novelId: string): Promise<RevisionRecord[]> {
    return this.revisions.find({ novelId }).sort({ number: 1 }).lean<RevisionRecord[]>();
  }

  /** Adds a revision; a number already taken (a concurrent apply) fails with a duplicate key. */
  async insertRevision(record: RevisionRecord): Promise<void> {
    await this.revisions.create(record);
  }

  async deleteRevisions(ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await this.revisions.deleteMany({ _id: { $in: [...ids] } });
  }
}
