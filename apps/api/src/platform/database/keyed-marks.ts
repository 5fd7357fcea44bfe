import type { AnyBulkWriteOperation, Collection, MongoBulkWriteError } from 'mongodb';
import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import { RecentKeys } from '../cache/recent-keys';
import { GroupCommit } from '../tasks/group-commit';
import { OneAtATime } from '../tasks/one-at-a-time';
import { isDuplicateKey } from './duplicate-key';

/** What every mark holds: its key, its user, and when it was last set. */
interface MarkRecord {
  _id: string;
  userId: string;
  updatedAt: Date;
}

/** A write whose previous mark the caller knows, to go in a round with others (`GroupCommit`). */
interface KnownWrite<Mark> {
  key: string;
  fields: Omit<Mark, '_id'> | null;
  previous: Mark | null;
}

/** How long a key written from memory is remembered as such (`wroteRecently`). */
const RECENT_MS = 10_000;

/**
 * One mark per user and item — a rating, a reading-list entry, a like — kept as a record keyed by
 * both. A write sets or clears the mark and answers the one it replaced, so the caller moves its
 * counters by the difference that write made, never by a rescan. The writes of one key run one at a
 * time, each with what follows from it (see OneAtATime: FerretDB reads, then writes), so two tabs or
 * a double click cannot count one mark twice.
 *
 * A caller that keeps the marks in memory says what it holds as the previous mark (`known`): that
 * write goes with the others waiting in one bulk write by `_id` (group commit, ADR 0018; on SQLite
 * FerretDB looks up nothing else in an index, so a condition beside `_id` would read the table). An
 * insert over a mark that is there after all is refused, and a mark gone meanwhile is not updated:
 * those writes are made again alone, and follow from the previous mark the database answers. What
 * memory cannot see is another instance's change of the same mark at the same moment; both
 * instances then hear of each other's write while the key is `wroteRecently`, and the caller
 * counts again what that mark moves.
 */
export class KeyedMarks<Mark extends MarkRecord> {
  private readonly writes = new OneAtATime();
  private readonly knownWrites = new GroupCommit<KnownWrite<Mark>, boolean>((round) =>
    this.writeRound(round),
  );
  /** Keys whose round failed: the database may hold the mark before or the one written. */
  private readonly uncertain = new Set<string>();
  /** Keys written from memory in the last few seconds. */
  private readonly recent = new RecentKeys(RECENT_MS);

  constructor(private readonly model: Model<Mark>) {}

  /**
   * Sets the mark at `key` to `fields`, or clears it (null), then runs `follow(previous)` before the
   * next write of the same key starts; answers what `follow` answers. `known`, when given, answers
   * the previous mark as the caller keeps it, asked once the key's earlier writes have ended.
   */
  write<T>(
    key: string,
    fields: Omit<Mark, '_id'> | null,
    follow: (previous: Mark | null) => Promise<T>,
    known?: () => Promise<Mark | null>,
  ): Promise<T> {
    return this.writes.run(key, async () => {
      // A key whose last round failed may be stored as it was or as written: the lone write tells.
      const previous = known && !this.uncertain.delete(key) ? await known() : undefined;
      // Clearing a mark believed absent is left to the lone write: it deletes whatever is there.
      if (previous !== undefined && (fields !== null || previous !== null)) {
        this.recent.add(key);
        const made = await this.knownWrites.submit({ key, fields, previous }).catch((error) => {
          this.uncertain.add(key);
          throw error;
        });
        if (made) return follow(previous);
      }
      return follow(await this.writeAlone(key, fields));
    });
  }

  /** Whether this instance wrote the mark at `key` from memory in the last few seconds. */
  wroteRecently(key: string): boolean {
    return this.recent.has(key);
  }

  /** The write, alone: the database answers the mark it replaced. */
  private writeAlone(key: string, fields: Omit<Mark, '_id'> | null): Promise<Mark | null> {
    // A generic Mark's filter and update cannot be checked against its schema by mongoose's types.
    const byKey = { _id: key } as QueryFilter<Mark>;
    return fields === null
      ? this.model.findOneAndDelete(byKey).lean<Mark>()
      : this.model
          .findOneAndUpdate(byKey, { $set: fields } as UpdateQuery<Mark>, {
            upsert: true,
            returnDocument: 'before',
          })
          .lean<Mark>();
  }

  /**
   * One round of writes whose previous marks are known, in one bulk write by `_id`: an insert where
   * there was none (refused as a duplicate key if there is one), else an update or a delete.
   * Answers, for each, whether it was made as known: not an insert refused, nor an update of a mark
   * gone meanwhile.
   */
  private async writeRound(round: readonly KnownWrite<Mark>[]): Promise<boolean[]> {
    const operations = round.map(({ key, fields, previous }): AnyBulkWriteOperation<MarkRecord> => {
      if (previous === null)
        return { insertOne: { document: { _id: key, ...fields } as MarkRecord } };
      const filter = { _id: key };
      return fields === null
        ? { deleteOne: { filter } }
        : { updateOne: { filter, update: { $set: fields } } };
    });
    const made = round.map(() => true);
    let matchedCount: number;
    try {
      // Through the driver: our ids are strings, and nothing is to be cast or stamped.
      const marks = this.model.collection as unknown as Collection<MarkRecord>;
      ({ matchedCount } = await marks.bulkWrite(operations, { ordered: false }));
    } catch (error) {
      if (!isBulkWriteError(error)) throw error;
      // No refusal at all: the write itself failed (the driver wraps a closed connection so).
      const refusals = [error.writeErrors].flat();
      if (refusals.length === 0 || !refusals.every((refusal) => isDuplicateKey(refusal))) {
        throw error;
      }
      for (const refusal of refusals) made[refusal.index] = false;
      ({ matchedCount } = error.result);
    }
    const updates = round.filter((write) => write.previous && write.fields).length;
    if (matchedCount === updates) return made;
    // A mark was gone (another instance cleared it): which, its absence tells.
    return Promise.all(
      round.map(async (write, index) =>
        write.previous && write.fields ? (await this.get(write.key)) !== null : made[index]!,
      ),
    );
  }

  /** The mark at `key`, or null. */
  get(key: string): Promise<Mark | null> {
    return this.model.findOne({ _id: key } as QueryFilter<Mark>).lean<Mark>();
  }

  /**
   * Every user's marks. There is no read of one user's: on FerretDB it reads the whole table too,
   * so the read models take everyone's at once (`KeptFromEveryone`).
   */
  every(): Promise<Mark[]> {
    return this.model.find({}).lean<Mark[]>();
  }
}

/**
 * A bulk write some of whose operations were refused. By its name, not its class: mongoose brings
 * its own copy of the driver, whose classes are not this package's.
 */
function isBulkWriteError(error: unknown): error is MongoBulkWriteError {
  return error instanceof Error && error.name === 'MongoBulkWriteError' && 'writeErrors' in error;
}
