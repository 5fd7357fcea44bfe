import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeRatingField,
  defaultSort,
  sortForUserListCall,
  sortKeys,
  toggleSort,
  type Sort,
} from './sort';

const sortArbitrary = fc.record({
  sortBy: fc.constantFrom(...sortKeys),
  direction: fc.constantFrom('asc' as const, 'desc' as const),
});

describe('sort (docs/product §4)', () => {
  it('defaults to mostRecentDate descending', () => {
    expect(defaultSort).toEqual({ sortBy: 'mostRecentDate', direction: 'desc' });
  });

  it('flips the direction when the same key is pressed', () => {
    expect(toggleSort({ sortBy: 'name', direction: 'desc' }, 'name')).toEqual({
      sortBy: 'name',
      direction: 'asc',
    });
    expect(toggleSort({ sortBy: 'name', direction: 'asc' }, 'name')).toEqual({
      sortBy: 'name',
      direction: 'desc',
    });
  });

  it('starts a new key descending', () => {
    fc.assert(
      fc.property(sortArbitrary, fc.constantFrom(...sortKeys), (current, pressed) => {
        fc.pre(current.sortBy !== pressed);
        expect(toggleSort(current, pressed)).toEqual({ sortBy: pressed, direction: 'desc' });
      }),
    );
  });

  it('pressing a key twice returns to where it was', () => {
    fc.assert(
      fc.property(sortArbitrary, (current) => {
        expect(toggleSort(toggleSort(current, current.sortBy), current.sortBy)).toEqual(current);
      }),
    );
  });

  it('re-sorts descending when the rating field changes during a rating sort', () => {
    expect(changeRatingField({ sortBy: 'rating', direction: 'asc' })).toEqual({
      sort: { sortBy: 'rating', direction: 'desc' },
      resort: true,
    });
    const byName: Sort = { sortBy: 'name', direction: 'asc' };
    expect(changeRatingField(byName)).toEqual({ sort: byName, resort: false });
  });

  it('inverts only the name direction for the user-list call', () => {
    expect(sortForUserListCall({ sortBy: 'name', direction: 'asc' })).toEqual({
      sortBy: 'name',
      direction: 'desc',
    });
    expect(sortForUserListCall({ sortBy: 'name', direction: 'desc' })).toEqual({
      sortBy: 'name',
      direction: 'asc',
    });
    expect(sortForUserListCall({ sortBy: 'rating', direction: 'asc' })).toEqual({
      sortBy: 'rating',
      direction: 'asc',
    });
  });
});
