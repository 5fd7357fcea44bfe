import { describe, expect, it } from 'vitest';
import { listFromSearch, searchWithList } from './lists-address';

const query = (text: string) => new URLSearchParams(text);

describe('the list in the address of /lists/{username}', () => {
  it('reads a list the viewer may see', () => {
    expect(listFromSearch(query('list=read'), ['reading', 'read'])).toBe('read');
  });

  it('falls back to the first list for none, an unknown or a hidden one', () => {
    expect(listFromSearch(query(''), ['reading', 'read'])).toBe('reading');
    expect(listFromSearch(query('list=dropped'), ['reading', 'read'])).toBe('reading');
    expect(listFromSearch(query('list=dropped'), [])).toBeNull();
  });

  it('writes another list on its first page', () => {
    expect(searchWithList(query('list=read&page=3'), 'rated').toString()).toBe('list=rated');
  });
});
