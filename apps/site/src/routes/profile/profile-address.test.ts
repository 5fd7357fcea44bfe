import { describe, expect, it } from 'vitest';
import { pageFromSearch, searchWithPage } from '../../app/page-address';
import { searchWithTab, tabFromSearch } from './profile-address';

const query = (text: string) => new URLSearchParams(text);

describe('the profile tab in the address', () => {
  it('reads a tab the profile shows, and the first one otherwise', () => {
    expect(tabFromSearch(query('tab=comments'), ['lists', 'comments'])).toBe('comments');
    expect(tabFromSearch(query(''), ['lists', 'comments'])).toBe('lists');
    // "Добавленное" is not shown for someone who added nothing: a stale link opens the lists.
    expect(tabFromSearch(query('tab=added'), ['lists', 'comments'])).toBe('lists');
  });

  it('writes a tab without a page, the first tab without a parameter', () => {
    expect(searchWithTab(query('tab=comments&page=3'), 'owned').toString()).toBe('tab=owned');
    expect(searchWithTab(query('tab=comments&page=3'), 'lists').toString()).toBe('');
  });
});

describe('the profile page number in the address (1-based there, 0-based here)', () => {
  it('reads it, the first without a parameter or with nonsense', () => {
    expect(pageFromSearch(query('page=2'))).toBe(1);
    for (const text of ['', 'page=0', 'page=-3', 'page=x', 'page=1.5']) {
      expect(pageFromSearch(query(text))).toBe(0);
    }
  });

  it('writes it, keeping the tab', () => {
    expect(searchWithPage(query('tab=comments'), 2).toString()).toBe('tab=comments&page=3');
    expect(searchWithPage(query('tab=comments&page=3'), 0).toString()).toBe('tab=comments');
  });
});
