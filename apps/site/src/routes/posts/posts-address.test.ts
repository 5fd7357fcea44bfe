import { describe, expect, it } from 'vitest';
import { postsHref, postsQuery, postsViewOf } from './posts-address';

const viewOf = (query: string) => postsViewOf(new URLSearchParams(query));

describe('the articles page address (docs/product §2.2 /posts)', () => {
  it('reads the section and the my flag', () => {
    expect(viewOf('')).toEqual({ section: 'all', my: false });
    expect(viewOf('section=tech')).toEqual({ section: 'tech', my: false });
    expect(viewOf('section=job&my=true')).toEqual({ section: 'job', my: true });
  });

  it('opens "Все" for an unknown section and ignores a my flag that is not "true"', () => {
    expect(viewOf('section=news&my=1')).toEqual({ section: 'all', my: false });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(postsHref({ section: 'all', my: false })).toBe('/posts');
    expect(postsHref({ section: 'site', my: false })).toBe('/posts?section=site');
    expect(postsHref({ section: 'all', my: true })).toBe('/posts?my=true');
    for (const view of [
      { section: 'common', my: true },
      { section: 'all', my: false },
    ] as const) {
      expect(viewOf(postsHref(view).split('?')[1] ?? '')).toEqual(view);
    }
  });

  it('asks the API for the section, and for my=true only when it is set', () => {
    expect(postsQuery({ section: 'all', my: false })).toEqual({ section: 'all' });
    expect(postsQuery({ section: 'tech', my: true })).toEqual({ section: 'tech', my: 'true' });
  });
});
