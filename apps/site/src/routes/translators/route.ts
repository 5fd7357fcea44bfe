import type { LazyRoute } from '../../app/lazy-route';
import { TranslatorPage } from './TranslatorPage';
import { TranslatorsPage } from './TranslatorsPage';

/** /translators (docs/product §2.2): the translator groups, 20 a page; staff manage them here. */
export const translatorsRoute: LazyRoute = { Component: TranslatorsPage };

/** /translators/{url} (§2.2): a group's name, links and projects. */
export const translatorRoute: LazyRoute = { Component: TranslatorPage };
