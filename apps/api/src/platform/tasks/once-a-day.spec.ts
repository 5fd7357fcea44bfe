import { describe, expect, it } from 'vitest';
import { OnceADay } from './once-a-day';

describe('OnceADay', () => {
  it('answers true for the first view of an item by a viewer in a UTC day, false after', () => {
    const seen = new OnceADay();
    const morning = new Date('2026-03-01T00:10:00Z');
    expect(seen.first('a', 'reader', morning)).toBe(true);
    expect(seen.first('a', 'reader', new Date('2026-03-01T23:59:00Z'))).toBe(false);
    expect(seen.first('b', 'reader', morning)).toBe(true);
    expect(seen.first('a', 'other', morning)).toBe(true);
  });

  it('forgets every viewer when the day changes', () => {
    const seen = new OnceADay();
    expect(seen.first('a', 'reader', new Date('2026-03-01T23:59:00Z'))).toBe(true);
    expect(seen.first('a', 'reader', new Date('2026-03-02T00:00:00Z'))).toBe(true);
  });
});
