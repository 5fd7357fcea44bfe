import type { LazyRoute } from '../../app/lazy-route';
import { PostPage } from './PostPage';

/**
 * /posts/{countId} (docs/product §2.2): one article with its comments. A chunk apart from the list's
 * (route.ts), so the list page does not load the comments and the article page not the list.
 */
export const postRoute: LazyRoute = { Component: PostPage };
