import { describe, expect, it } from 'vitest';
import { KeptFromEveryone } from './kept-from-everyone';

/**
 * The rules of reading users from one read of everyone, over a table in memory whose reads can be
 * held open: what a read sees is the table when it began.
 */
function fixture(capacity = 100) {
  const table = new Map<string, string[]>();
  let reads = 0;
  let hold: Promise<void> | undefined;
  const kept = new KeptFromEveryone<string[]>({
    name: 'test: kept from everyone',
    capacity,
    readEveryone: async () => {
      reads += 1;
      const seen = new Map([...table].map(([user, rows]) => [user, [...rows]]));
      await hold;
      return seen;
    },
    empty: () => [],
  });
  return {
    table,
    kept,
    reads: () => reads,
    /** Holds the reads that begin from now on until `release` is called. */
    holdReads() {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('KeptFromEveryone', () => {
  it('answers users asked for at once from one read, and keeps the others it found', async () => {
    const { table, kept, reads } = fixture();
    table.set('ann', ['a']);
    table.set('bob', ['b']);
    table.set('eve', ['e']);
    expect(await Promise.all([kept.of('ann'), kept.of('bob'), kept.of('nobody')])).toEqual([
      ['a'],
      ['b'],
      [],
    ]);
    expect(await kept.of('eve')).toEqual(['e']);
    expect(reads()).toBe(1);
  });

  it('keeps no more users than its capacity from a read', async () => {
    const { table, kept, reads } = fixture(2);
    for (const user of ['a', 'b', 'c', 'd']) table.set(user, [user]);
    await kept.of('a');
    await kept.of('d');
    expect(reads()).toBe(2);
  });

  it('answers a user absent from the last read without a read, until a change of theirs is told', async () => {
    const { table, kept, reads } = fixture();
    table.set('ann', ['a']);
    await kept.of('ann');
    expect(await kept.of('newcomer')).toEqual([]);
    expect(reads()).toBe(1);

    table.set('late', ['l']);
    kept.changed('late');
    expect(await kept.of('late')).toEqual(['l']);
    expect(reads()).toBe(2);
  });

  it('reads again for a user whose change was told while the read ran', async () => {
    const { table, kept, reads, holdReads } = fixture();
    table.set('ann', ['old']);
    const release = holdReads();
    const asked = kept.of('ann');
    table.set('ann', ['new']);
    kept.changed('ann');
    release();
    expect(await asked).toEqual(['new']);
    expect(reads()).toBe(2);
  });

  it('gives a user about to change the value kept, or a new empty one for a user known to have none', async () => {
    const { table, kept, reads } = fixture();
    table.set('ann', ['a']);
    table.set('bob', ['b']);
    const annKept = await kept.of('ann');
    kept.forget('bob');

    expect(await kept.changing('ann')).toBe(annKept);
    const fresh = kept.changing('newcomer');
    expect(await fresh).toEqual([]);
    (await fresh!).push('n');
    expect(await kept.of('newcomer')).toEqual(['n']);
    // Bob had rows: not kept any more, so read whole when next asked.
    expect(kept.changing('bob')).toBeUndefined();
    expect(reads()).toBe(1);
    expect(await kept.of('bob')).toEqual(['b']);
    expect(reads()).toBe(2);
  });

  it('gives everyone to whoever needs them all, from the read under way, and keeps them', async () => {
    const { table, kept, reads, holdReads } = fixture();
    table.set('ann', ['a']);
    const release = holdReads();
    const asked = kept.of('ann');
    const all = kept.everyone();
    release();
    expect([...(await all)]).toEqual([['ann', ['a']]]);
    expect(await asked).toEqual(['a']);
    table.set('bob', ['b']);
    expect(await kept.everyone()).toEqual(
      new Map([
        ['ann', ['a']],
        ['bob', ['b']],
      ]),
    );
    expect(await kept.of('bob')).toEqual(['b']);
    expect(reads()).toBe(2);
  });
});
