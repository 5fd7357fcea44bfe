import { describe, expect, it } from 'vitest';
import { logEntryHref } from '@vn/domain';
import { logEntryOf, logHref, logPageOf, logQueryOf } from './log-address';

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

describe('an entry in the /log address (docs/product §A2.9, ours)', () => {
  const id = '6650a1b2c3d4e5f6a7b8c9c1';

  it('links to an entry by its id, with the hash of its element, and reads the id back', () => {
    const href = logEntryHref(id);
    expect(href).toBe(`/log?entry=${id}#log-${id}`);
    const url = new URL(href, 'https://example.test');
    expect(logEntryOf(url.searchParams)).toBe(id);
    expect(url.hash).toBe(`#log-${id}`);
  });

  it('asks the log for the entry’s page when the address names one, else for its page', () => {
    expect(logQueryOf(new URLSearchParams(`entry=${id}&page=3`))).toEqual({ entry: id });
    expect(logQueryOf(new URLSearchParams(`entry=${id.toUpperCase()}`))).toEqual({ entry: id });
    expect(logQueryOf(new URLSearchParams('page=3'))).toEqual({ page: 2 });
  });

  it('ignores an entry that is no id, so a mangled link still opens the log', () => {
    for (const entry of ['', 'x', `${id}0`, id.slice(1), '6650a1b2c3d4e5f6a7b8c9zz']) {
      expect(logEntryOf(new URLSearchParams({ entry }))).toBeNull();
      expect(logQueryOf(new URLSearchParams({ entry, page: '2' }))).toEqual({ page: 1 });
    }
  });
});
