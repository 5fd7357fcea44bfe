import { describe, expect, it } from 'vitest';
import { isLiveEventId, LiveEventIds } from './live-event-ids';

describe('live event ids', () => {
  it('sort in the order they were made, within a millisecond and when the clock steps back', () => {
    const ids = new LiveEventIds();
    const made = [ids.next(1000), ids.next(1000), ids.next(999), ids.next(1001), ids.next(5000)];
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
    for (const id of made) expect(isLiveEventId(id)).toBe(true);
  });

  it('refuse what is not one of ours', () => {
    for (const value of ['', 'abc', 'Z'.repeat(24), 42, undefined, '0'.repeat(25)]) {
      expect(isLiveEventId(value)).toBe(false);
    }
  });
});
