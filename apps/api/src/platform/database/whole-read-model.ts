import type { OnApplicationBootstrap } from '@nestjs/common';
import { OrderedReloads } from './ordered-reloads';
import type { RecordChange, RecordChanges } from './record-changes';

/**
 * A read model that holds every record of a repository in memory (docs/architecture.md § Read
 * models): read whole when the application starts, then kept current from each change the
 * repository reports, this instance's writes and the others'. A subclass says how it takes one
 * record, lets one go and applies a change to all of them; a change too broad to describe reads
 * everything again, in order with the other reads and changes (`OrderedReloads`).
 */
export abstract class WholeReadModel<R> implements OnApplicationBootstrap {
  private readonly reloads = new OrderedReloads<RecordChange<R>>(
    () => this.reload(),
    (change) => this.apply(change),
  );

  protected constructor(changes: RecordChanges<R>) {
    changes.listen((change) => this.reloads.take(change));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reloads.request();
  }

  /** Reads every record again (start-up, a change too broad to describe; tests that wrote to the database directly). */
  abstract reload(): Promise<void>;

  /** Takes a record's new state, or a new record. */
  protected abstract put(record: R): void;

  /** Lets a record go. */
  protected abstract delete(id: string): void;

  /** Applies one change to every record held (a vocabulary value taken off all of them). */
  protected abstract update(change: (record: R) => R | null): void | Promise<void>;

  private apply(change: RecordChange<R>): void | Promise<void> {
    switch (change.kind) {
      case 'written':
        return this.put(change.record);
      case 'deleted':
        return this.delete(change.id);
      case 'eachRecord':
        return this.update(change.change);
      case 'everything':
        return this.reloads.request();
    }
  }
}
