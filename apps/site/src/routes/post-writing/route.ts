import type { LazyRoute } from '../../app/lazy-route';
import { AddPostPage } from './AddPostPage';
import { EditPostDraftPage } from './EditPostDraftPage';
import { EditPostPage } from './EditPostPage';

/*
 * The article writing pages (docs/product §2.2), one chunk: they share the form and the block editor
 * (itself a chunk of its own, loaded when the form shows).
 */

/** /addPost: a new article. */
export const addPostRoute: LazyRoute = { Component: AddPostPage };

/** /posts/{countId}/edit: an edit of a published article, proposed as an update draft. */
export const editPostRoute: LazyRoute = { Component: EditPostPage };

/** /postDrafts/{id}/edit: an article draft's text. */
export const editPostDraftRoute: LazyRoute = { Component: EditPostDraftPage };
