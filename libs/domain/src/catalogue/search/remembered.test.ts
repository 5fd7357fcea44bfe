import { describe, expect, it, vi } from 'vitest';
import { Remembered } from './remembered';

describe('Remembered', () => {
  it('makes a text’s value once, null included, and again once cleared for being full', () => {
    const make = vi.fn((text: string) => (text === 'none' ? null : text.toUpperCase()));
    const memo = new Remembered<string | null>({ capacity: 2, maxLength: 10 });
    expect([
      memo.of('a', make),
      memo.of('a', make),
      memo.of('none', make),
      memo.of('none', make),
    ]).toEqual(['A', 'A', null, null]);
    expect(make).toHaveBeenCalledTimes(2);
    memo.of('b', make);
    memo.of('a', make);
    expect(make).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing of a text longer than its limit', () => {
    const make = vi.fn((text: string) => text.length);
    const memo = new Remembered<number>({ capacity: 10, maxLength: 3 });
    memo.of('long text', make);
    memo.of('long text', make);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
