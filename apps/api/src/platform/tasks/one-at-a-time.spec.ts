import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Counts the bodies running inside `during` now, and the most that ran at once. */
function concurrency() {
  const seen = { running: 0, most: 0 };
  const during = async <T>(body: () => Promise<T>): Promise<T> => {
    seen.running += 1;
    seen.most = Math.max(seen.most, seen.running);
    try {
      return await body();
    } finally {
      seen.running -= 1;
    }
  };
  return { seen, during };
}

describe('OneAtATime', () => {
  it('runs the tasks of one key in order, never two at once', async () => {
    const queue = new OneAtATime();
    const { seen, during } = concurrency();
    const order: number[] = [];
    const task = (n: number) => () =>
      during(async () => {
        await tick();
        order.push(n);
        return n;
      });
    const results = await Promise.all([1, 2, 3].map((n) => queue.run('a', task(n))));
    expect(results).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(seen.most).toBe(1);
  });

  it('runs different keys side by side, and a failed task does not stop the next', async () => {
    const queue = new OneAtATime();
    const { seen, during } = concurrency();
    const task = () => during(tick);
    await Promise.all([queue.run('a', task), queue.run('b', task)]);
    expect(seen.most).toBe(2);

    const failed = queue.run('a', () => Promise.reject(new Error('refused')));
    const next = queue.run('a', () => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });

  it('runs a task alone after every task given before it, and before every task given after it', async () => {
    const queue = new OneAtATime();
    const { seen, during } = concurrency();
    const events: string[] = [];
    const task = (name: string) => () =>
      during(async () => {
        events.push(`${name} starts`);
        await tick();
        events.push(`${name} ends`);
      });
    const aloneWhile = async () => {
      expect(seen.running, 'nothing else runs beside it').toBe(0);
      events.push('alone');
      await tick();
    };
    await Promise.all([
      queue.run('a', task('a1')),
      queue.run('b', task('b1')),
      queue.runAlone(aloneWhile),
      queue.run('a', task('a2')),
      queue.run('c', task('c1')),
    ]);
    const at = (event: string) => events.indexOf(event);
    expect(at('alone')).toBeGreaterThan(at('a1 ends'));
    expect(at('alone')).toBeGreaterThan(at('b1 ends'));
    expect(at('a2 starts')).toBeGreaterThan(at('alone'));
    expect(at('c1 starts')).toBeGreaterThan(at('alone'));
    // Before and after it, different keys still ran side by side.
    expect(seen.most).toBe(2);

    const failed = queue.runAlone(() => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    await expect(queue.run('a', () => Promise.resolve('ran'))).resolves.toBe('ran');
  });

  it('runs at most `atMost` keys at once, the others in the order they came', async () => {
    const queue = new OneAtATime(2);
    const { seen, during } = concurrency();
    const started: string[] = [];
    const task = (key: string) => () =>
      during(async () => {
        started.push(key);
        await tick();
        return key;
      });
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const results = await Promise.all(keys.map((key) => queue.run(key, task(key))));
    expect(results).toEqual(keys);
    expect(seen.most).toBe(2);
    expect(started).toEqual(keys);

    const failed = queue.run('a', () => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    // A failed task gave its place back: two still run side by side.
    seen.most = 0;
    await Promise.all(['x', 'y', 'z'].map((key) => queue.run(key, task(key))));
    expect(seen.most).toBe(2);
  });
});
