import fc from 'fast-check';
import { userListSortOptions } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { usersHref, usersViewOf } from './users-address';

const viewAt = (query: string) => usersViewOf(new URLSearchParams(query));

describe('the /users address', () => {
  it('reads the search, the sort and the 1-based page', () => {
    expect(viewAt('search=demo&sort=name&order=asc&page=3')).toEqual({
      search: 'demo',
      sort: { sortBy: 'name', direction: 'asc' },
      page: 2,
    });
    expect(viewAt('')).toEqual({
      search: '',
      sort: { sortBy: 'createdAt', direction: 'desc' },
      page: 0,
    });
  });

  it('falls back to the defaults for an unknown sort or page', () => {
    expect(viewAt('sort=rating&order=asc').sort).toEqual({
      sortBy: 'createdAt',
      direction: 'desc',
    });
    expect(viewAt('page=0').page).toBe(0);
    expect(viewAt('page=1.5').page).toBe(0);
  });

  it('writes only what differs from the defaults', () => {
    expect(
      usersHref({ search: ' ', sort: { sortBy: 'createdAt', direction: 'desc' }, page: 0 }),
    ).toBe('/users');
    expect(usersHref({ search: '', sort: { sortBy: 'name', direction: 'desc' }, page: 0 })).toBe(
      '/users?sort=name',
    );
    expect(
      usersHref({ search: 'a b', sort: { sortBy: 'createdAt', direction: 'asc' }, page: 1 }),
    ).toBe('/users?search=a+b&sort=createdAt&order=asc&page=2');
  });

  it('round-trips every view', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text === text.trim()),
        fc.constantFrom(...userListSortOptions),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.nat(500),
        (search, sortBy, direction, page) => {
          const view = { search, sort: { sortBy, direction }, page };
          expect(viewAt(usersHref(view).split('?')[1] ?? '')).toEqual(view);
        },
      ),
    );
  });
});
