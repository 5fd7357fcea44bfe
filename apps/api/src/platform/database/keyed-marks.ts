import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import { OneAtATime } from '../tasks/one-at-a-time';

/**
 * One mark per user and item — a rating, a reading-list entry, a like — kept as a record keyed by
 * both. A write sets or clears the mark and answers the one it replaced, so the caller moves its
 * counters by the difference that write made, never by a rescan. The writes of one key run one at a
 * time, each with what follows from it (see OneAtATime: FerretDB reads, then writes), so two tabs or
 * a double click cannot count one mark twice.
 */
export class KeyedMarks<Mark extends { _id: string; userId: string }> {
  private readonly writes = new OneAtATime();

  constructor(private readonly model: Model<Mark>) {}

  /**
   * Sets the mark at `key` to `fields`, or clears it (null), then runs `follow(previous)` before the
   * next write of the same key starts; answers what `follow` answers.
   */
  write<T>(
    key: string,
    fields: Omit<Mark, '_id'> | null,
    follow: (previous: Mark | null) => Promise<T>,
  ): Promise<T> {
    // A generic Mark's filter and update cannot be checked against its schema by mongoose's types.
    const byKey = { _id: key } as QueryFilter<Mark>;
    return this.writes.run(key, async () => {
      const previous =
        fields === null
          ? await this.model.findOneAndDelete(byKey).lean<Mark>()
          : await this.model
              .findOneAndUpdate(byKey, { $set: fields } as UpdateQuery<Mark>, {
                upsert: true,
                returnDocument: 'before',
              })
              .lean<Mark>();
      return follow(previous);
    });
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
