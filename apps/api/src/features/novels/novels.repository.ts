import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DomainError, mostRecentDate } from '@vn/domain';
import type { Model, UpdateQuery } from 'mongoose';
import { RecordChanges, unchangedCounters, writtenOrDeleted } from '../../platform/database';
import { CacheSync } from '../../platform/pubsub';
import { OneAtATime } from '../../platform/tasks';
import { NOVELS_COLLECTION, type NovelRecord, type ProjectCounter } from './novel.schema';

/** A project's counters as stored (commentsCount and a list's count may be missing: 0). */
export type NovelCounters = Pick<
  NovelRecord,
  '_id' | 'ratingSum' | 'ratedUsers' | 'commentsCount' | 'listCounts'
>;

/** The ratings derived from a project's votes, stored beside them for readers of the database. */
export type DerivedRatings = Pick<NovelRecord, 'rating' | 'bRating' | 'mixRating'>;

/** One project's counters moved in a round with others (`moveCountersTogether`). */
export interface CounterMove {
  id: string;
  amounts: Partial<Record<ProjectCounter, number>>;
  /** Stored in the same write, when given. */
  ratings?: DerivedRatings;
  /** The project after the move, as this instance works it out from what it holds. */
  after: NovelRecord;
}

/**
 * How many projects this instance writes at once. One at a time bounded votes at about 210 a second
 * (the write-load bench: 500 streams, 32 connections); any number made SQLite, which takes one
 * writer at a time, answer p99 in about a second as more writes waited on it at once. Four kept
 * p99 at 270–530 ms with as many votes (267–287 a second; PostgreSQL 325, p99 220 ms).
 */
const PROJECT_WRITES_AT_ONCE = 4;

/**
 * Every write to projects goes through here: the database first, then `changes` reports the
 * updated record to the read models (the catalogue index), so reads on this instance never see an
 * older project than the database holds, and the other instances hear of it. Writes touch one
 * document by `_id` (docs/architecture.md § The database), except a vocabulary entry removed
 * everywhere.
 *
 * The writes of this instance to one project go to the database one at a time (`inTurn`); a write
 * to many projects at once waits for every write before it and holds back every write after it
 * (`inTurnAlone`). The embedded database reads a document and writes it back whole, so two updates
 * of one project that overlap there keep only the last: an applied edit was lost to a batch of
 * views written at the same moment (measured: `test/durability/concurrent-project-writes.spec.ts`).
 * In turn, each also reaches the read models in the order the database took it. Writes to
 * different projects overlap, a few at once (`PROJECT_WRITES_AT_ONCE`; ADR 0018).
 */
@Injectable()
export class NovelsRepository {
  private readonly turns = new OneAtATime(PROJECT_WRITES_AT_ONCE);

  /** Every write, here or on another instance, for the read models kept from projects. */
  readonly changes = new RecordChanges<NovelRecord>();

  constructor(
    @InjectModel(NOVELS_COLLECTION) private readonly novels: Model<NovelRecord>,
    private readonly sync: CacheSync,
  ) {
    // Another instance wrote: read that project (or, after a bulk change, every one) again.
    sync.onChange('novel', async (id) => {
      if (!id) return;
      const record = await this.novels.findById(id).lean<NovelRecord>();
      await this.changes.report(
        record ? { kind: 'written', record, heard: true } : { kind: 'deleted', id },
      );
    });
    sync.onChange('novels', () => this.changes.report({ kind: 'everything' }));
  }

  /** Every project, for the read models to build themselves from (start-up, a bulk change). */
  all(): Promise<NovelRecord[]> {
    return this.novels.find({}).lean<NovelRecord[]>();
  }

  /**
   * Moves a project's counters by the given amounts (ratings' sum and count, a list's count, its
   * comments), and stores the ratings derived from them when given, in the same write; answers the
   * project as it now is.
   */
  moveCounters(
    id: string,
    amounts: Partial<Record<ProjectCounter, number>>,
    ratings?: DerivedRatings,
  ): Promise<NovelRecord> {
    return this.update(id, { $inc: amounts, ...(ratings ? { $set: ratings } : {}) });
  }

  /**
   * Moves the counters of several projects in one bulk write by `_id` (group commit: ADR 0018),
   * after every write of projects before it and before any after it. `plan` is asked then, when
   * every earlier write of this instance has reached the read models, so it can tell each project
   * as it will be (`after`), which is what the read models get: the round reads nothing back. A
   * move another instance made meanwhile reaches them with its news, as any write of another
   * instance does.
   */
  moveCountersTogether(plan: () => readonly CounterMove[]): Promise<void> {
    return this.inTurnAlone(async () => {
      const moves = plan();
      if (moves.length === 0) return;
      const { matchedCount } = await this.novels.bulkWrite(
        moves.map(({ id, amounts, ratings }) => ({
          updateOne: {
            filter: { _id: id },
            update: { $inc: amounts, ...(ratings ? { $set: ratings } : {}) },
            timestamps: false,
          },
        })),
        { ordered: false },
      );
      for (const { id, after } of moves) {
        // Every project is there (projects are removed softly); if one was not, it is read again.
        if (matchedCount === moves.length) await this.written(after);
        else await this.readAgain(id);
      }
    });
  }

  /**
   * The counters of every project (or of `ids`), read from the database, not the index: the repair
   * compares them with what they count (platform/database/counter-repair.ts).
   */
  async countersOf(ids?: readonly string[]): Promise<Map<string, NovelCounters>> {
    const records = await this.novels
      .find(ids ? { _id: { $in: ids } } : {}, {
        ratingSum: 1,
        ratedUsers: 1,
        commentsCount: 1,
        listCounts: 1,
      })
      .lean<NovelCounters[]>();
    return new Map(records.map((record) => [record._id, record]));
  }

  /**
   * Sets counters that drifted to the values counted again, only while they still hold `expected`
   * (a compare-and-set: a vote in flight wins, and the repair is tried again later). Answers whether
   * it wrote. The index and the other instances get the project as any other write.
   */
  async repairCounters(
    id: string,
    expected: Partial<Record<ProjectCounter, number>>,
    actual: Partial<Record<ProjectCounter, number>>,
  ): Promise<boolean> {
    return this.inTurn(id, async () => {
      const record = await this.novels
        .findOneAndUpdate(
          { _id: id, ...unchangedCounters(expected) },
          { $set: actual },
          { returnDocument: 'after', timestamps: false },
        )
        .lean<NovelRecord>();
      if (record) await this.written(record);
      return record !== null;
    });
  }

  /** Stores the ratings derived from the sums, for readers of the database itself. */
  setRatings(id: string, ratings: DerivedRatings): Promise<NovelRecord> {
    return this.update(id, { $set: ratings });
  }

  /** Gives a user editing rights on the project, or takes them back. */
  setOwner(id: string, userId: string, owns: boolean): Promise<NovelRecord> {
    return this.update(
      id,
      owns ? { $addToSet: { owners: userId } } : { $pull: { owners: userId } },
    );
  }

  /** Soft delete: the project stays whole, with who removed it and when. */
  markRemoved(id: string, removed: NonNullable<NovelRecord['removed']>): Promise<NovelRecord> {
    return this.update(id, { $set: { removed } });
  }

  /**
   * Changes what is kept about a project but is not its content — counters, owners, removal — so
   * neither `updatedAt` nor mostRecentDate moves: a vote must not make a project "recently updated".
   */
  private update(id: string, update: UpdateQuery<NovelRecord>): Promise<NovelRecord> {
    return this.inTurn(id, async () => {
      const record = await this.novels
        .findOneAndUpdate({ _id: id }, update, { returnDocument: 'after', timestamps: false })
        .lean<NovelRecord>();
      if (!record) throw DomainError.of('notFound');
      await this.written(record);
      return record;
    });
  }

  /**
   * Changes a project's content (an applied draft): `updatedAt` moves, and mostRecentDate — the
   * latest of release, update and translation dates (docs/product §4) — is recomputed with it.
   */
  updateContent(id: string, changes: Partial<NovelRecord>): Promise<NovelRecord> {
    return this.inTurn(id, () => this.writeContent(id, changes));
  }

  private async writeContent(id: string, changes: Partial<NovelRecord>): Promise<NovelRecord> {
    const current = await this.novels.findById(id).lean<NovelRecord>();
    if (!current) throw DomainError.of('notFound');
    const updatedAt = new Date();
    const next = { ...current, ...changes, updatedAt };
    const record = await this.novels
      .findOneAndUpdate(
        { _id: id },
        { $set: { ...changes, updatedAt, mostRecentDate: mostRecentDate(next) } },
        { returnDocument: 'after', timestamps: false },
      )
      .lean<NovelRecord>();
    if (!record) throw DomainError.of('notFound');
    await this.written(record);
    return record;
  }

  /** Adds a project (the draft workflow applies through here); mostRecentDate is set from its dates. */
  insert(record: Omit<NovelRecord, 'createdAt' | 'updatedAt' | 'mostRecentDate'>) {
    return this.inTurn(record._id, () => this.writeNew(record));
  }

  private async writeNew(record: Omit<NovelRecord, 'createdAt' | 'updatedAt' | 'mostRecentDate'>) {
    const now = new Date();
    // The times are set here, not by mongoose, so mostRecentDate agrees with updatedAt exactly.
    const created = (
      await new this.novels({
        ...record,
        createdAt: now,
        updatedAt: now,
        mostRecentDate: mostRecentDate({ ...record, updatedAt: now }),
      }).save({ timestamps: false })
    ).toObject<NovelRecord>();
    await this.written(created);
    return created;
  }

  /**
   * Puts a project back exactly as it was read before a write, times included: an apply that fails
   * after changing the project leaves it as it found it (ADR 0006: all or nothing).
   */
  restore(previous: NovelRecord): Promise<void> {
    return this.inTurn(previous._id, async () => {
      await this.novels.replaceOne({ _id: previous._id }, previous, { timestamps: false });
      await this.written(previous);
    });
  }

  /** Removes a project an apply had just inserted, when the apply fails after inserting it. */
  takeBackInsert(id: string): Promise<void> {
    return this.inTurn(id, async () => {
      await this.novels.deleteOne({ _id: id });
      await this.changes.report({ kind: 'deleted', id });
      this.sync.changed('novel', id);
    });
  }

  /** Takes a vocabulary entry off every project that has it. */
  pullEverywhere(field: 'tagIds' | 'genreIds' | 'platformIds', id: string): Promise<void> {
    return this.inTurnAlone(() => this.pullFromEach(field, id));
  }

  private async pullFromEach(field: 'tagIds' | 'genreIds' | 'platformIds', id: string) {
    await this.novels.updateMany({ [field]: id }, { $pull: { [field]: id } });
    await this.changes.report({
      kind: 'eachRecord',
      change: (record) =>
        record[field].includes(id)
          ? { ...record, [field]: record[field].filter((each) => each !== id) }
          : null,
    });
    this.sync.changed('novels');
  }

  /** A written project: to this instance's read models, and news of it to the others. */
  private async written(record: NovelRecord): Promise<void> {
    await this.changes.report({ kind: 'written', record });
    this.sync.changed('novel', record._id);
  }

  /** A project written without knowing how it now is: read again, for the read models and the others. */
  private async readAgain(id: string): Promise<void> {
    const record = await this.novels.findById(id).lean<NovelRecord>();
    await this.changes.report(writtenOrDeleted(id, record));
    this.sync.changed('novel', id);
  }

  /** Adds the same number of views to several projects (batched by `ViewCounter`), index untouched. */
  addViews(ids: readonly string[], views: number): Promise<void> {
    return this.inTurnAlone(async () => {
      await this.novels.updateMany({ _id: { $in: ids } }, { $inc: { viewsCount: views } });
    });
  }

  /** One write of a project at a time on this instance (see the class's comment). */
  private inTurn<T>(id: string, write: () => Promise<T>): Promise<T> {
    return this.turns.run(id, write);
  }

  /** A write to many projects: after every write before it, before every write after it. */
  private inTurnAlone<T>(write: () => Promise<T>): Promise<T> {
    return this.turns.runAlone(write);
  }
}
