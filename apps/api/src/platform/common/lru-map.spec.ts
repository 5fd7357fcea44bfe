import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('lets go of the least recently used entry beyond its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // now b is the least recently used
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('replaces a value without growing, and deletes and clears', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect(map.size).toBe(1);
    expect(map.get('a')).toBe(2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.set('b', 3);
    map.clear();
    expect(map.size).toBe(0);
  });
});
