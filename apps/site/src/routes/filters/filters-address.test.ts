import { describe, expect, it } from 'vitest';
import { filtersHref, filtersViewOf } from './filters-address';

const viewAt = (query: string) => filtersViewOf(new URLSearchParams(query));

describe('the /filters address', () => {
  it('reads the tab and the search', () => {
    expect(viewAt('kind=tags&search=шк')).toEqual({ kind: 'tags', search: 'шк' });
    expect(viewAt('')).toEqual({ kind: 'genres', search: '' });
  });

  it('opens the first tab for an unknown one', () => {
    expect(viewAt('kind=sections').kind).toBe('genres');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersHref({ kind: 'genres', search: '  ' })).toBe('/filters');
    const view = { kind: 'platforms', search: 'Win dows' } as const;
    expect(filtersHref(view)).toBe('/filters?kind=platforms&search=Win+dows');
    expect(viewAt(filtersHref(view).split('?')[1] ?? '')).toEqual(view);
  });
});
