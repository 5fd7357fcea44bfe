import { describe, expect, it } from 'vitest';
import { OneAtATime } from './one-at-a-time';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('OneAtATime', () => {
  it('runs the tasks of one key in order, never two at once', async () => {
    const queue = new OneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      order.push(n);
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3].map((n) => queue.run('a', task(n))));
    expect(results).toEqual([1, 2, 3]);
    expect(order).toEqual([1, 2, 3]);
    expect(most).toBe(1);
  });

  it('runs different keys side by side, and a failed task does not stop the next', async () => {
    const queue = new OneAtATime();
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
    };
    await Promise.all([queue.run('a', task), queue.run('b', task)]);
    expect(most).toBe(2);

    const failed = queue.run('a', () => Promise.reject(new Error('refused')));
    const next = queue.run('a', () => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('ran');
  });

  it('runs a task alone after every task given before it, and before every task given after it', async () => {
    const queue = new OneAtATime();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      events.push(`${name} starts`);
      await tick();
      events.push(`${name} ends`);
      running -= 1;
    };
    const aloneWhile = async () => {
      expect(running, 'nothing else runs beside it').toBe(0);
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
    expect(most).toBe(2);

    const failed = queue.runAlone(() => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    await expect(queue.run('a', () => Promise.resolve('ran'))).resolves.toBe('ran');
  });

  it('runs at most `atMost` keys at once, the others in the order they came', async () => {
    const queue = new OneAtATime(2);
    let running = 0;
    let most = 0;
    const started: string[] = [];
    const task = (key: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      started.push(key);
      await tick();
      running -= 1;
      return key;
    };
    const keys = ['a', 'b', 'c', 'd', 'e'];
    const results = await Promise.all(keys.map((key) => queue.run(key, task(key))));
    expect(results).toEqual(keys);
    expect(most).toBe(2);
    expect(started).toEqual(keys);

    const failed = queue.run('a', () => Promise.reject(new Error('refused')));
    await expect(failed).rejects.toThrow('refused');
    // A failed task gave its place back: two still run side by side.
    running = 0;
    most = 0;
    await Promise.all(['x', 'y', 'z'].map((key) => queue.run(key, task(key))));
    expect(most).toBe(2);
  });
});
