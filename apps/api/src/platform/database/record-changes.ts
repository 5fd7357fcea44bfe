/**
 * What a repository reports after each write it made, or heard of from another instance: one record
 * as it now is, one record gone, the same change to every record (a value taken off all of them),
 * or "read everything again" (a change too broad to describe).
 */
export type RecordChange<R> =
  | { kind: 'written'; record: R }
  | { kind: 'deleted'; id: string }
  | { kind: 'eachRecord'; change: (record: R) => R | null }
  | { kind: 'everything' };

export type RecordChangeListener<R> = (change: RecordChange<R>) => void | Promise<void>;

/**
 * A repository's changes, for the read models kept from its records (docs/architecture.md § Read
 * models): the repository writes and reports; a read model listens and keeps itself current. So a
 * read model depends on its repository and never the other way round, and a feature's cache has
 * one home. Listeners run in order and are awaited: when a write returns, every read model on this
 * instance has it.
 */
export class RecordChanges<R> {
  private readonly listeners: RecordChangeListener<R>[] = [];

  listen(listener: RecordChangeListener<R>): void {
    this.listeners.push(listener);
  }

  async report(change: RecordChange<R>): Promise<void> {
    for (const listener of this.listeners) await listener(change);
  }
}
