import { describe, expect, it } from 'vitest';
import { momentTime } from './sanction';

describe('momentTime', () => {
  it('reads a Date and ISO text alike', () => {
    const text = '2024-05-01T12:00:00.000Z';
    expect(momentTime(text)).toBe(new Date(text).getTime());
    expect(momentTime(new Date(text))).toBe(Date.parse(text));
  });

  it('gives NaN for what is not a moment', () => {
    expect(momentTime('навсегда')).toBeNaN();
    expect(momentTime(new Date('x'))).toBeNaN();
  });
});
