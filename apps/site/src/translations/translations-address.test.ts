import { describe, expect, it } from 'vitest';
import {
  defaultTranslationsFilter,
  groupTranslationsHref,
  translationsFilterOf,
  translationsHref,
  translationsQuery,
} from './translations-address';

const GROUP = '6650a1b2c3d4e5f6a7b8c9d1';
const filterOf = (query: string) => translationsFilterOf(new URLSearchParams(query));

describe('/translations in its address (docs/product §A1.10)', () => {
  it('is the first page of those in the making, newest update first, with nothing in it', () => {
    expect(filterOf('')).toEqual(defaultTranslationsFilter);
    expect(translationsHref(defaultTranslationsFilter)).toBe('/translations');
    expect(translationsQuery(defaultTranslationsFilter)).toEqual({ page: 0 });
  });

  it('keeps every filter, the order and the page, and gives the call the same', () => {
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
    expect(translationsQuery(filter)).toEqual({
      status: 'paused',
      stage: 'editing',
      group: GROUP,
      stalled: 'true',
      sort: 'percent',
      page: 2,
    });
  });

  it('falls back to the default for a value it does not know, so a stale link still opens', () => {
    expect(
      filterOf('status=frozen&stage=typesetting&group=team-leto&stalled=yes&sort=name&page=-2'),
    ).toEqual(defaultTranslationsFilter);
  });

  it('sends a group page’s reader to every translation of the group', () => {
    expect(groupTranslationsHref(GROUP)).toBe(`/translations?status=all&group=${GROUP}`);
  });
});
