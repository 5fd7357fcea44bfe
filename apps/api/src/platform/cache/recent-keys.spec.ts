import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentKeys } from './recent-keys';

describe('RecentKeys', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a key for its time, renewed by adding it again, and lets old keys go', () => {
    const keys = new RecentKeys(1_000);
    keys.add('a');
    vi.advanceTimersByTime(600);
    keys.add('b');
    expect(keys.has('a')).toBe(true);
    vi.advanceTimersByTime(500);
    expect(keys.has('a')).toBe(false);
    expect(keys.has('b')).toBe(true);
    keys.add('b');
    vi.advanceTimersByTime(900);
    expect(keys.has('b')).toBe(true);
    expect(keys.has('never')).toBe(false);
  });

  it('answers a key once when taken', () => {
    const keys = new RecentKeys(1_000);
    keys.add('a');
    expect(keys.take('a')).toBe(true);
    expect(keys.take('a')).toBe(false);
    expect(keys.has('a')).toBe(false);
  });
});
