import type { LazyRoute } from '../../app/lazy-route';
import { PostsPage } from './PostsPage';

/** /posts (docs/product §2.2): the articles by section. */
export const postsRoute: LazyRoute = { Component: PostsPage };
