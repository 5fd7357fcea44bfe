import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usersQuerySchema } from '../api/accounts';
import { toggleSort } from '../catalogue/sort';
import {
  defaultUserListSort,
  isUserListSortKey,
  removeUserQuestion,
  userListCallQuery,
  userListCallSort,
  userListPageCount,
  userListSortLabels,
  userListSortOptions,
  type UserListSort,
} from './user-list';
import { sortOf } from '../testing/sort-arbitraries';

const sortArbitrary = sortOf(userListSortOptions);

describe('the user list (docs/product §2.2 /users, §4, §9)', () => {
  it('sorts by registration date or by name, newest accounts first by default', () => {
    expect(userListSortOptions).toEqual(['createdAt', 'name']);
    expect(userListSortLabels).toEqual({ createdAt: 'По дате регистрации', name: 'По имени' });
    expect(defaultUserListSort).toEqual({ sortBy: 'createdAt', direction: 'desc' });
    expect(isUserListSortKey('name')).toBe(true);
    expect(isUserListSortKey('rating')).toBe(false);
  });

  it.each([
    [
      { sortBy: 'name', direction: 'desc' },
      { sortBy: 'username', direction: 'asc' },
    ],
    [
      { sortBy: 'name', direction: 'asc' },
      { sortBy: 'username', direction: 'desc' },
    ],
    [
      { sortBy: 'createdAt', direction: 'desc' },
      { sortBy: 'createdAt', direction: 'desc' },
    ],
  ] as const)(
    'sends %j as %j: the name direction inverted (§4), and only the name’s',
    (shown, sent) => {
      expect(userListCallSort(shown)).toEqual(sent);
    },
  );

  it('so a first press on the name (a new key starts descending) lists А→Я', () => {
    const pressed = toggleSort(defaultUserListSort, 'name') as UserListSort;
    expect(userListCallSort(pressed).direction).toBe('asc');
  });

  it('sends a different direction for each screen direction (the inversion loses nothing)', () => {
    fc.assert(
      fc.property(sortArbitrary, sortArbitrary, (a, b) => {
        fc.pre(a.sortBy === b.sortBy && a.direction !== b.direction);
        expect(userListCallSort(a).direction).not.toBe(userListCallSort(b).direction);
      }),
    );
  });

  it('asks 50 a page, with the search trimmed and left out when blank', () => {
    expect(
      userListCallQuery({
        search: '  demo ',
        sort: { sortBy: 'name', direction: 'desc' },
        page: 2,
      }),
    ).toEqual({ search: 'demo', sortBy: 'username', direction: 'asc', page: 2, limit: 50 });
    expect(userListCallQuery({ search: '  ', sort: defaultUserListSort, page: 0 })).toEqual({
      sortBy: 'createdAt',
      direction: 'desc',
      page: 0,
      limit: 50,
    });
  });

  it('asks only what the contract accepts', () => {
    fc.assert(
      fc.property(
        sortArbitrary,
        fc.string({ maxLength: 50 }),
        fc.nat(1000),
        (sort, search, page) => {
          const query = userListCallQuery({ search, sort, page });
          expect(usersQuerySchema.parse(query)).toEqual(query);
        },
      ),
    );
  });

  it('counts pages of 50', () => {
    expect([0, 1, 50, 51, 100, 101].map(userListPageCount)).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('asks before a removal, naming the user', () => {
    expect(removeUserQuestion('DemoReader')).toBe('Удалить пользователя DemoReader?');
  });
});
