import type { LazyRoute } from '../../app/lazy-route';
import { AddProjectPage } from './AddProjectPage';
import { EditDraftPage } from './EditDraftPage';
import { EditProjectPage } from './EditProjectPage';

/** /add (docs/product §2.2). */
export const addProjectRoute: LazyRoute = { Component: AddProjectPage };
/** /edit/novel/{id}. */
export const editProjectRoute: LazyRoute = { Component: EditProjectPage };
/** /edit/draft/{id}. */
export const editDraftRoute: LazyRoute = { Component: EditDraftPage };
