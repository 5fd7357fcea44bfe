import fc from 'fast-check';
import { sortDirections } from '../catalogue/sort';

/**
 * A sort by one of `keys` (the catalogue's, the user list's), either way round, for the property
 * tests of the sort rules.
 */
export function sortOf<K extends string>(keys: readonly K[]) {
  return fc.record({
    sortBy: fc.constantFrom(...keys),
    direction: fc.constantFrom(...sortDirections),
  });
}
