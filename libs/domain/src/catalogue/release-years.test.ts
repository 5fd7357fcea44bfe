import { describe, expect, it } from 'vitest';
import { defaultFilter, filterFromQuery } from './filter';
import { RELEASE_YEARS, releaseYearsDownFrom } from './release-years';
import { novelFilterSchema } from './schemas';

describe('release years a filter asks for', () => {
  it('offers the current year down to the oldest, newest first', () => {
    const years = releaseYearsDownFrom(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(RELEASE_YEARS.oldest);
    expect(years).toHaveLength(2026 - RELEASE_YEARS.oldest + 1);
    expect(releaseYearsDownFrom(RELEASE_YEARS.oldest - 1)).toEqual([]);
  });

  it('are the bounds the schema and the address keep to', () => {
    const base = defaultFilter('novels');
    expect(
      novelFilterSchema.safeParse({ ...base, releasedYear: RELEASE_YEARS.oldest }).success,
    ).toBe(true);
    expect(
      novelFilterSchema.safeParse({ ...base, releasedYear: RELEASE_YEARS.oldest - 1 }).success,
    ).toBe(false);
    expect(filterFromQuery({ year: String(RELEASE_YEARS.oldest - 1) }, 'novels').releasedYear).toBe(
      null,
    );
    expect(filterFromQuery({ year: String(RELEASE_YEARS.latest) }, 'novels').releasedYear).toBe(
      RELEASE_YEARS.latest,
    );
  });
});
