import { describe, expect, it } from 'vitest';
import { pageFromSearch, searchWithPage } from '../../app/page-address';

describe('/comments paging in the address (1-based there, 0-based here)', () => {
  it('reads the page, the first without a parameter', () => {
    expect(pageFromSearch(new URLSearchParams(''))).toBe(0);
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(2);
  });

  it('reads a page that is not a page as the first', () => {
    for (const bad of ['page=0', 'page=-1', 'page=abc', 'page=1.5']) {
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(0);
    }
  });

  it('writes the page, the first without a parameter', () => {
    expect(searchWithPage(new URLSearchParams('page=3'), 0).toString()).toBe('');
    expect(searchWithPage(new URLSearchParams(''), 4).toString()).toBe('page=5');
  });
});
