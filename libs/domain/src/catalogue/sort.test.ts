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
import { sortOf } from '../testing/sort-arbitraries';

const sortArbitrary = sortOf(sortKeys);

describe('sort (docs/product §4)', () => {
  it('defaults to mostRecentDate descending', () => {
    expect(defaultSort).toEqual({ sortBy: 'mostRecentDate', direction: 'desc' });
  });

  it.each([
    ['desc', 'asc'],
    ['asc', 'desc'],
  ] as const)('flips %s to %s when the same key is pressed', (direction, flipped) => {
    expect(toggleSort({ sortBy: 'name', direction }, 'name')).toEqual({
      sortBy: 'name',
      direction: flipped,
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

  it.each([
    ['name', 'asc', 'desc'],
    ['name', 'desc', 'asc'],
    ['rating', 'asc', 'asc'],
  ] as const)(
    'sends %s %s to the user-list call as %s (only the name direction is inverted)',
    (sortBy, direction, sent) => {
      expect(sortForUserListCall({ sortBy, direction })).toEqual({ sortBy, direction: sent });
    },
  );
});
