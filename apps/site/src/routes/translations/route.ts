import type { LazyRoute } from '../../app/lazy-route';
import { TranslationsPage } from './TranslationsPage';

/**
 * /translations (docs/product §A1.10): the translations in the making; a chunk of its own, loaded when
 * the page is first shown (app/router.tsx).
 */
export const translationsRoute: LazyRoute = { Component: TranslationsPage };
