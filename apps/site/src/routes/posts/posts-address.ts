import { isPostSection, type PostSection } from '@vn/domain';

/*
 * What the articles page shows lives in its address (docs/conventions.md § State in the address;
 * docs/product §2.2 /posts: "Query section", "query flag my"): `?section=tech` for a section tab and
 * `my=true` for the viewer's own articles. Defaults stay out of the address, so /posts is "Все".
 */

/** The section tab: one of the post sections, or every section. */
export type PostsSection = PostSection | 'all';

export interface PostsView {
  section: PostsSection;
  /** The viewer's own articles only. */
  my: boolean;
}

/** The view an address asks for; an unknown section is "Все" (a stale link still opens). */
export function postsViewOf(search: URLSearchParams): PostsView {
  const section = search.get('section');
  return {
    section: isPostSection(section) ? section : 'all',
    my: search.get('my') === 'true',
  };
}

/** The address of a view. */
export function postsHref(view: PostsView): string {
  const query = new URLSearchParams();
  if (view.section !== 'all') query.set('section', view.section);
  if (view.my) query.set('my', 'true');
  const text = query.toString();
  return text ? `/posts?${text}` : '/posts';
}

/** The query of `GET /api/posts?section&my` for a view (docs/product §7). */
export function postsQuery(view: PostsView): { section: PostsSection; my?: 'true' } {
  return view.my ? { section: view.section, my: 'true' } : { section: view.section };
}
