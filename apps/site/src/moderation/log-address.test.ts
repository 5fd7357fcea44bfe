import { describe, expect, it } from 'vitest';
import { logHref, logPageOf } from './log-address';

describe('the /log address', () => {
  it('reads the 1-based page, the first for a malformed one', () => {
    expect(logPageOf(new URLSearchParams('page=3'))).toBe(2);
    for (const page of ['', 'page=0', 'page=-1', 'page=2.5', 'page=x']) {
      expect(logPageOf(new URLSearchParams(page))).toBe(0);
    }
  });

  it('writes the page 1-based, none for the first, and reads back what it wrote', () => {
    expect(logHref(0)).toBe('/log');
    expect(logHref(4)).toBe('/log?page=5');
    expect(logPageOf(new URLSearchParams(logHref(4).split('?')[1]))).toBe(4);
  });
});
