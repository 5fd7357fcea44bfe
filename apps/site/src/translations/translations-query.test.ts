import { defaultTranslationsFilter, translationsFilterOf } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { translationsQuery } from './translations-query';

const GROUP = '6650a1b2c3d4e5f6a7b8c9d1';

/** The address's rules are the domain's (libs/domain/src/translations/address.test.ts). */
describe('the call /translations makes (docs/product §A1.10)', () => {
  it('asks for the first page and nothing else by default', () => {
    expect(translationsQuery(defaultTranslationsFilter)).toEqual({ page: 0 });
  });

  it('gives the call every filter of the address, the order and the page', () => {
    const address = `status=paused&stage=editing&group=${GROUP}&stalled=true&sort=percent&page=3`;
    const filter = translationsFilterOf(Object.fromEntries(new URLSearchParams(address)));
    expect(translationsQuery(filter)).toEqual({
      status: 'paused',
      stage: 'editing',
      group: GROUP,
      stalled: 'true',
      sort: 'percent',
      page: 2,
    });
  });
});
