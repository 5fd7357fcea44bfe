import { describe, expect, it } from 'vitest';
import { cacheFigures, KeyedCache } from './keyed-cache';

/** A read that answers when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('KeyedCache', () => {
  it('counts what it finds and misses (an expired value a miss), added up by name for the metrics', () => {
    let now = 0;
    const name = `figures ${Math.random()}`;
    const first = new KeyedCache<string, number>({ name, capacity: 10, ttlMs: 10, now: () => now });
    const second = new KeyedCache<string, number>({ name, capacity: 10 });
    first.set('a', 1);
    first.get('a');
    first.get('b');
    now = 10;
    first.get('a');
    second.set('c', 3);
    second.get('c');
    expect(first.figures()).toEqual({ name, entries: 0, hits: 1, misses: 2 });
    expect(cacheFigures().find((figures) => figures.name === name)).toEqual({
      name,
      entries: 1,
      hits: 2,
      misses: 2,
    });
  });

  it('lets go of the least recently used entry beyond its capacity', () => {
    const cache = new KeyedCache<string, number>({ name: 'test', capacity: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // now b is the least recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing, and deletes, deletes by value and clears', () => {
    const cache = new KeyedCache<string, number>({ name: 'test', capacity: 3 });
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 3);
    cache.set('c', 4);
    cache.deleteWhere((value) => value === 3);
    expect([cache.get('b'), cache.get('c')]).toEqual([undefined, 4]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('forgets a value once its time to live has passed', () => {
    let now = 1_000;
    const cache = new KeyedCache<string, number>({
      name: 'test',
      capacity: 10,
      ttlMs: 50,
      now: () => now,
    });
    cache.set('a', 1);
    now += 49;
    expect(cache.get('a')).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shares one read among callers that ask at once, then keeps its value', async () => {
    const cache = new KeyedCache<string, string>({ name: 'test', capacity: 10 });
    const read = deferred<string>();
    let reads = 0;
    const reader = () => {
      reads += 1;
      return read.promise;
    };
    const first = cache.load('u1', reader);
    const second = cache.load('u1', reader);
    read.resolve('marks');
    expect(await Promise.all([first, second])).toEqual(['marks', 'marks']);
    expect(await cache.load('u1', reader)).toBe('marks');
    expect(reads).toBe(1);
    expect(cache.get('u1')).toBe('marks');
  });

  it('keeps nothing of a failed read, so the next caller reads again', async () => {
    const cache = new KeyedCache<string, string>({ name: 'test', capacity: 10 });
    await expect(cache.load('u1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.get('u1')).toBeUndefined();
    expect(await cache.load('u1', async () => 'fresh')).toBe('fresh');
  });

  it.each([
    ['written', (cache: KeyedCache<string, string>) => cache.set('u1', 'written')],
    ['deleted', (cache: KeyedCache<string, string>) => cache.delete('u1')],
    ['cleared', (cache: KeyedCache<string, string>) => cache.clear()],
  ])('keeps nothing of a read its key was %s during', async (_, change) => {
    const cache = new KeyedCache<string, string>({ name: 'test', capacity: 10 });
    const read = deferred<string>();
    const loading = cache.load('u1', () => read.promise);
    change(cache);
    read.resolve('seen before the change');
    expect(await loading).toBe('seen before the change');
    expect(cache.get('u1')).not.toBe('seen before the change');
    // The next caller does not join the overtaken read either.
    expect(await cache.load('u1', async () => 'after')).toBe(cache.get('u1'));
  });
});
