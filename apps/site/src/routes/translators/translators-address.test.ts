import { describe, expect, it } from 'vitest';
import { translatorsFilterOf, translatorsHref } from './translators-address';

const of = (query: string) => translatorsFilterOf(new URLSearchParams(query));

describe('the /translators address (docs/product §2.2)', () => {
  it('reads the search and the 1-based page', () => {
    expect(of('search=%20лето%20&page=3')).toEqual({ search: 'лето', page: 2 });
    expect(of('')).toEqual({ search: '', page: 0 });
  });

  it('opens the first page for a malformed one', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '1e9']) expect(of(`page=${page}`).page).toBe(0);
  });

  it('writes only what is not the default, and reads back what it wrote', () => {
    expect(translatorsHref({ search: '', page: 0 })).toBe('/translators');
    const href = translatorsHref({ search: 'Team Лето', page: 1 });
    expect(href).toBe('/translators?search=Team+%D0%9B%D0%B5%D1%82%D0%BE&page=2');
    expect(of(href.split('?')[1]!)).toEqual({ search: 'Team Лето', page: 1 });
  });
});
