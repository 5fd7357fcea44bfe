/**
 * What a repository reports after each write it made, or heard of from another instance: one record
 * as it now is, one record gone, the same change to every record (a value taken off all of them),
 * or "read everything again" (a change too broad to describe).
 */
export type RecordChange<R> =
  | {
      kind: 'written';
      record: R;
      /** Read again on another instance's news of its write, rather than written here. */
      heard?: true;
    }
  | { kind: 'deleted'; id: string }
  | { kind: 'eachRecord'; change: (record: R) => R | null }
  | { kind: 'everything' };

/** A change of one record: written, or gone. */
export type OneRecordChange<R> = Extract<RecordChange<R>, { kind: 'written' | 'deleted' }>;

/** What a write left of a record: `written` as it now is, or `deleted` when it is gone (null). */
export function writtenOrDeleted<R>(id: string, record: R | null): OneRecordChange<R> {
  return record ? { kind: 'written', record } : { kind: 'deleted', id };
}

/**
 * The records under `key` (a user's id) changed, and what they now are was not read: another
 * instance wrote them, or the write does not answer them (a notification added to a reader's list).
 * For the read models that keep only what was asked for, loaded on first use (users by id, a
 * reader's notifications, a viewer's likes): they let the key go and read it when next asked.
 * Reading it at once on every instance would cost a query per write, for keys most instances
 * never hold. A repository whose read models keep every record reads the record and reports it
 * `written` instead.
 */
export interface StaleRecords {
  kind: 'stale';
  key: string;
}

export type RecordChangeListener<R, C = RecordChange<R>> = (change: C) => void | Promise<void>;

/**
 * A repository's changes, for the read models kept from its records (docs/architecture.md § Read
 * models): the repository writes and reports; a read model listens and keeps itself current. So a
 * read model depends on its repository and never the other way round, and a feature's cache has
 * one home. Listeners run in order and are awaited: when a write returns, every read model on this
 * instance has it. `C` is what the repository reports, when that is not every `RecordChange`
 * (a repository of read models loaded on first use also reports `StaleRecords`).
 */
export class RecordChanges<R, C = RecordChange<R>> {
  private readonly listeners: RecordChangeListener<R, C>[] = [];

  listen(listener: RecordChangeListener<R, C>): void {
    this.listeners.push(listener);
  }

  async report(change: C): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }
}
