import type { KeptPageRules } from '../../platform/site';
import { CATALOGUE_PATH } from './catalogue-page-head';
import type { CatalogueService } from './catalogue.service';
import { projectUrlOfPath } from './project-page-head';

/**
 * The catalogue's pages as guests are sent them (ADR 0011): the main page, /novels and /games with
 * any filters, and project pages are made only of the catalogue's guest answers (their heads too),
 * so the version of those answers says whether a kept page is still current. A project page's read
 * counts the guest's view; a kept one counts it the same way.
 */
export function catalogueKeptPages(catalogue: CatalogueService): KeptPageRules {
  return (path) => {
    if (path === '/' || CATALOGUE_PATH.test(path)) {
      return { version: catalogue.guestAnswersVersion() };
    }
    const url = projectUrlOfPath(path);
    if (url === null) return null;
    return {
      version: catalogue.guestAnswersVersion(),
      visit: (viewerKey) => catalogue.countGuestView(url, viewerKey),
    };
  };
}
