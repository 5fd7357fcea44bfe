import { describe, expect, it } from 'vitest';
import { OrderedReloads } from './ordered-reloads';
import type { RecordChange } from './record-changes';

interface Entry {
  _id: string;
  value: string;
}

/** A promise and the hand that settles it, so a test decides when each read answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * A read model over a stand-in database whose reads answer when the test says: `reads` holds each
 * read's answer, in the order the reads were made.
 */
function readModel() {
  const held = new Map<string, Entry>();
  const reads: ReturnType<typeof deferred<Entry[]>>[] = [];
  const reloads = new OrderedReloads<RecordChange<Entry>>(
    async () => {
      const read = deferred<Entry[]>();
      reads.push(read);
      const entries = await read.promise;
      held.clear();
      for (const entry of entries) held.set(entry._id, entry);
    },
    (change) => {
      if (change.kind === 'written') held.set(change.record._id, change.record);
      if (change.kind === 'deleted') held.delete(change.id);
    },
  );
  return { held, reads, reloads };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OrderedReloads', () => {
  it('makes the second read only once the first has answered, so an older answer never lands last', async () => {
    const { held, reads, reloads } = readModel();
    const first = reloads.take({ kind: 'everything' });
    const second = reloads.take({ kind: 'everything' });
    await settled();
    expect(reads).toHaveLength(1);

    reads[0]!.resolve([{ _id: 'a', value: 'before the delete' }]);
    await first;
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve([]);
    await second;
    expect([...held.keys()]).toEqual([]);
  });

  it('makes one more read for any number of requests while one runs', async () => {
    const { reads, reloads } = readModel();
    const running = reloads.request();
    const queued = [reloads.request(), reloads.request(), reloads.request()];
    await settled();
    reads[0]!.resolve([]);
    await running;
    await settled();
    reads[1]!.resolve([]);
    await Promise.all(queued);
    expect(reads).toHaveLength(2);
  });

  it('applies a change reported during a read again once the read is in', async () => {
    const { held, reads, reloads } = readModel();
    const reading = reloads.request();
    await settled();
    await reloads.take({ kind: 'written', record: { _id: 'b', value: 'written meanwhile' } });
    expect(held.get('b')?.value).toBe('written meanwhile');

    // The read was made before the write, and does not have it.
    reads[0]!.resolve([{ _id: 'a', value: 'old' }]);
    await reading;
    expect(held.get('b')?.value).toBe('written meanwhile');
    expect(held.get('a')?.value).toBe('old');
  });

  it('goes on reading after a read fails', async () => {
    const { held, reads, reloads } = readModel();
    const failing = reloads.request();
    const next = reloads.request();
    await settled();
    reads[0]!.resolve(Promise.reject(new Error('database gone')) as never);
    await expect(failing).rejects.toThrow('database gone');
    await settled();
    reads[1]!.resolve([{ _id: 'c', value: 'back' }]);
    await next;
    expect(held.get('c')?.value).toBe('back');
  });
});
