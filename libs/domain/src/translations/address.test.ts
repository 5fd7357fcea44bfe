import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeTranslationSorts } from './active-list';
import {
  defaultTranslationsFilter,
  groupTranslationsHref,
  translationsCanonicalHref,
  translationsFilterOf,
  translationsHref,
  type TranslationsFilter,
} from './address';
import { translationStages } from './progress';
import { translationStatuses } from './status';

const GROUP = '6650a1b2c3d4e5f6a7b8c9d1';
/** An address's query as the site hands it over; every value here is plain, nothing encoded. */
const filterOf = (address: string) =>
  translationsFilterOf(
    Object.fromEntries(
      address
        .split('&')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  );

describe('/translations in its address (docs/product §A1.10)', () => {
  it('is the first page of those in the making, newest update first, with nothing in it', () => {
    expect(filterOf('')).toEqual(defaultTranslationsFilter);
    expect(translationsHref(defaultTranslationsFilter)).toBe('/translations');
  });

  it('keeps every filter, the order and the page', () => {
    const address = `status=paused&stage=editing&group=${GROUP}&stalled=true&sort=percent&page=3`;
    const filter = filterOf(address);
    expect(filter).toEqual({
      status: 'paused',
      stage: 'editing',
      group: GROUP,
      stalled: true,
      sort: 'percent',
      page: 2,
    });
    expect(translationsHref(filter)).toBe(`/translations?${address}`);
  });

  it('falls back to the default for a value it does not know, so a stale link still opens', () => {
    expect(
      filterOf('status=frozen&stage=typesetting&group=team-leto&stalled=yes&sort=name&page=-2'),
    ).toEqual(defaultTranslationsFilter);
    expect(filterOf('page=10002').page).toBe(0);
    expect(filterOf('page=10001').page).toBe(10_000);
  });

  it('reads a group id in capitals as the same group', () => {
    expect(filterOf(`group=${GROUP.toUpperCase()}`).group).toBe(GROUP);
  });

  it('sends a group page’s reader to every translation of the group', () => {
    expect(groupTranslationsHref(GROUP)).toBe(`/translations?status=all&group=${GROUP}`);
  });

  it('keeps only the group and the page in the canonical address', () => {
    expect(
      translationsCanonicalHref({ status: 'paused', group: GROUP, sort: 'percent', page: '2' }),
    ).toBe(`/translations?group=${GROUP}&page=2`);
    expect(translationsCanonicalHref({ group: 'nonsense', page: '1' })).toBe('/translations');
  });

  it('reads back every filter it writes', () => {
    const filters = fc.record<TranslationsFilter>({
      status: fc.constantFrom(null, 'all', ...translationStatuses),
      stage: fc.constantFrom(null, ...translationStages),
      group: fc.constantFrom(null, GROUP),
      stalled: fc.boolean(),
      sort: fc.constantFrom(...activeTranslationSorts),
      page: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(filters, (filter) => {
        const href = translationsHref(filter);
        expect(filterOf(href.slice('/translations'.length).replace(/^\?/, ''))).toEqual(filter);
      }),
    );
  });
});
