import { describe, expect, it } from 'vitest';
import { siteSearchFilterOf, siteSearchHref, type SiteSearchFilter } from './site-search-address';

const filterOf = (query: string) => siteSearchFilterOf(new URLSearchParams(query));

describe('the address of /search', () => {
  it('reads the text, the tab and the page', () => {
    expect(filterOf('q=%20лето%20&kind=articles&page=3')).toEqual({
      q: 'лето',
      tab: 'articles',
      page: 2,
    });
    expect(filterOf('')).toEqual({ q: '', tab: 'all', page: 0 });
  });

  it('opens a stale or malformed link on «Все» and the first page', () => {
    expect(filterOf('q=a&kind=films&page=2')).toEqual({ q: 'a', tab: 'all', page: 0 });
    expect(filterOf('q=a&kind=people&page=-1')).toEqual({ q: 'a', tab: 'people', page: 0 });
    expect(filterOf(`q=${'я'.repeat(300)}`).q).toHaveLength(200);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(siteSearchHref({ q: '', tab: 'all', page: 0 })).toBe('/search');
    expect(siteSearchHref({ q: 'лето', tab: 'all', page: 4 })).toBe(
      '/search?q=%D0%BB%D0%B5%D1%82%D0%BE',
    );
    const filters: SiteSearchFilter[] = [
      { q: 'лето и зима', tab: 'novels', page: 0 },
      { q: 'kanon', tab: 'groups', page: 3 },
      { q: 'a&b=c', tab: 'all', page: 0 },
    ];
    for (const filter of filters) {
      const href = siteSearchHref(filter);
      expect(siteSearchFilterOf(new URLSearchParams(href.split('?')[1]))).toEqual(filter);
    }
  });
});
