import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A round writer that records each round it was given, and answers when told to. */
function recordingWriter() {
  const rounds: number[][] = [];
  const pending: (() => void)[] = [];
  const writeAll = (items: readonly number[]) => {
    rounds.push([...items]);
    return new Promise<number[]>((resolve) =>
      pending.push(() => resolve(items.map((item) => item * 10))),
    );
  };
  const finishRound = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { rounds, writeAll, finishRound };
}

describe('GroupCommit', () => {
  it('writes a lone item at once, and everything that came meanwhile in the next round', async () => {
    const writer = recordingWriter();
    const commit = new GroupCommit(writer.writeAll);
    const first = commit.submit(1);
    expect(writer.rounds).toEqual([[1]]);
    const later = [commit.submit(2), commit.submit(3), commit.submit(4)];
    expect(writer.rounds).toEqual([[1]]);
    await writer.finishRound();
    expect(await first).toBe(10);
    expect(writer.rounds).toEqual([[1], [2, 3, 4]]);
    await writer.finishRound();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('keeps a round to its largest size', async () => {
    const writer = recordingWriter();
    const commit = new GroupCommit(writer.writeAll, 2);
    const all = [1, 2, 3, 4, 5].map((item) => commit.submit(item));
    for (let round = 0; round < 3; round += 1) await writer.finishRound();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
    expect(writer.rounds).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails every item of a round that fails, and writes the next round', async () => {
    let calls = 0;
    const commit = new GroupCommit(async (items: readonly number[]) => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 2) throw new Error('the database went away');
      return items.map((item) => -item);
    });
    const first = commit.submit(1);
    const failed = [commit.submit(2), commit.submit(3)].map((write) =>
      write.then(
        () => 'written',
        (error: Error) => error.message,
      ),
    );
    expect(await first).toBe(-1);
    expect(await Promise.all(failed)).toEqual(['the database went away', 'the database went away']);
    expect(await commit.submit(4)).toBe(-4);
  });
});
