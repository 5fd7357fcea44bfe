import {
  activeTranslationsRoute,
  filterFromQuery,
  filtersRoute,
  filterToApiParams,
  hasActiveFilters,
  latestTranslationUpdatesRoute,
  mainPageRoute,
  novelByUrlRoute,
  projectRatingsRoute,
  novelsRoute,
  novelTranslationsRoute,
  postRoute,
  postsRoute,
  profileByUsernameRoute,
  publicModerationLogRoute,
  reportCasesRoute,
  settingsRoute,
  translationFollowsRoute,
  translatorRoute,
  translatorsRoute,
  userListsRoute,
  userNovelsRoute,
  usernameToPathParam,
  type CatalogueRoute,
  type EndpointResult,
  type Route,
  type RouteEndpoint,
  groupTranslationsFilter,
  translationsFilterOf,
} from '@vn/domain';
import { matchPath } from 'react-router';
import type { ReadOptions } from '../api/use-endpoint';
import { sitePagePaths } from '../app/router';
import { isCountId } from '../posts/post-address';
import { LATEST_TRANSLATION_UPDATES } from '../routes/home/use-main-page';
import { postsQuery, postsViewOf } from '../routes/posts/posts-address';
import { translatorsFilterOf } from '../routes/translators/translators-address';
import { OPEN_REPORTS } from '../app/use-reports-queue';
import { logQueryOf } from '../moderation/log-address';
import { translationsQuery } from '../translations/translations-query';

/*
 * What the server reads before it renders a page a visitor lands on from outside
 * (docs/architecture.md § Pages rendered on the server, ADR 0011): exactly the calls the page's own
 * hooks make at first render, with the same options, so their SWR keys (the calls' addresses) match
 * and the page hydrates from these answers. A read left out here costs no correctness: the page
 * renders that part as loading, on the server and in the browser alike, and asks for it after
 * hydrating. Comments are such a part: they are read from the database, not from a read model, and
 * a page view adds no query of its own.
 */

/** One read, answered by the API in-process; undefined when it did not answer 200. */
export type ReadCall = <R extends Route>(
  route: R,
  options?: ReadOptions,
) => Promise<EndpointResult<RouteEndpoint<R>> | undefined>;

type Params = Record<string, string | undefined>;

export interface ServerPage {
  /** The route's pattern, as router.tsx declares it. */
  path: string;
  /** 404 for the not-found page: the address is none of the site's pages. */
  status?: 404;
  /** The page's first reads. The first one is the page's subject: its 404 is the page's. */
  reads(params: Params, search: URLSearchParams, read: ReadCall): Promise<unknown>;
}

function catalogueReads(route: CatalogueRoute): ServerPage['reads'] {
  return async (_params, search, read) => {
    const filter = filterFromQuery(Object.fromEntries(search), route);
    await Promise.all([
      read(novelsRoute, { query: filterToApiParams(filter) }),
      // The filter panel opens itself when the address narrows the list, and shows the vocabularies.
      hasActiveFilters(filter) ? read(filtersRoute, {}) : undefined,
    ]);
  };
}

export const serverPages: readonly ServerPage[] = [
  {
    path: '/',
    reads: (_p, _s, read) =>
      Promise.all([
        read(mainPageRoute),
        read(latestTranslationUpdatesRoute, { query: { limit: LATEST_TRANSLATION_UPDATES } }),
      ]),
  },
  { path: '/novels', reads: catalogueReads('novels') },
  { path: '/games', reads: catalogueReads('games') },
  ...['/novels/:url', '/games/:url'].map((path) => ({
    path,
    reads: async (params: Params, _search: URLSearchParams, read: ReadCall) => {
      const project = await read(novelByUrlRoute, { params: { url: params['url'] ?? '' } });
      if (!project) return;
      await Promise.all([
        // The votes' bars (project/ProjectRatings.tsx).
        read(projectRatingsRoute, { params: { id: project._id } }),
        // The translation cards' progress (use-project-data.ts `useProjectTranslations`).
        ...(project.translations.length > 0
          ? [
              read(novelTranslationsRoute, { query: { novel: project._id } }),
              // A signed-in reader's «Следить за переводом» (a guest's is refused, and not asked).
              read(translationFollowsRoute, {}),
            ]
          : []),
      ]);
    },
  })),
  {
    path: '/posts',
    reads: (_params, search, read) => read(postsRoute, { query: postsQuery(postsViewOf(search)) }),
  },
  {
    path: '/posts/:countId',
    reads: async (params, _search, read) => {
      const countId = params['countId'] ?? '';
      if (isCountId(countId)) await read(postRoute, { params: { countId } });
    },
  },
  {
    path: '/translators',
    reads: (_params, search, read) => {
      const filter = translatorsFilterOf(search);
      return read(translatorsRoute, { query: { page: filter.page, search: filter.search } });
    },
  },
  {
    path: '/translators/:id',
    reads: async (params, _search, read) => {
      const page = await read(translatorRoute, { params: { id: params['id'] ?? '' } });
      // «Переводы группы» (TranslatorPage's `useGroupTranslations`), by the group's id.
      if (page) {
        const query = translationsQuery(groupTranslationsFilter(page.translator._id));
        await Promise.all([
          read(activeTranslationsRoute, { query }),
          // A signed-in reader's «Следить за группой» (a guest's is refused, and not asked).
          read(translationFollowsRoute, {}),
        ]);
      }
    },
  },
  {
    path: '/translations',
    reads: (_params, search, read) => {
      const filter = translationsFilterOf(Object.fromEntries(search));
      return Promise.all([
        read(activeTranslationsRoute, { query: translationsQuery(filter) }),
        // The group the list is narrowed to, for its name (`useFilterGroup`).
        filter.group ? read(translatorRoute, { params: { id: filter.group } }) : undefined,
      ]);
    },
  },
  {
    // The moderation log as everyone reads it (docs/product §A2.9, ours), at its page or the one
    // holding the entry the address names; a moderator's full lines are read in the browser, as before.
    path: '/log',
    reads: (_params, search, read) => read(publicModerationLogRoute, { query: logQueryOf(search) }),
  },
  {
    path: '/profile/:username',
    reads: async (params, _search, read) => {
      const username = params['username'] ?? '';
      const profile = await read(profileByUsernameRoute, { params: { username } });
      if (!profile) return;
      const user = { username: usernameToPathParam(profile.username) };
      // The tabs (their counts decide which show) and the first tab, the lists.
      await Promise.all([
        read(userNovelsRoute, { params: user, query: { kind: 'added', page: 0 } }),
        read(userNovelsRoute, { params: user, query: { kind: 'owned', page: 0 } }),
        read(userListsRoute, { params: user }),
      ]);
    },
  },
];

/**
 * A path as the browser's router matches it: each segment decoded (a `/` encoded in one stays
 * encoded), so `useParams` on the server and in the browser give the same values.
 */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** The server page an address opens, with the route's parameters; null for a client-only page. */
export function serverPageOf(pathname: string): { page: ServerPage; params: Params } | null {
  for (const page of serverPages) {
    const match = matchPath(page.path, decodedPath(pathname));
    if (match) return { page, params: match.params };
  }
  return null;
}

/**
 * The page of an address that is none of the site's pages (router.tsx `sitePagePaths`): the
 * not-found page, rendered on the server like the landing pages and answered 404, so that crawlers
 * and link checkers do not keep it as a page.
 */
export const notFoundPage: ServerPage = { path: '*', status: 404, reads: async () => undefined };

function isSitePage(pathname: string): boolean {
  const path = decodedPath(pathname);
  return sitePagePaths.some((pattern) => matchPath(pattern, path) !== null);
}

/**
 * What the frame of every page shows: the session, and for staff the reports queue on the bell
 * (docs/product §A3.6; refused to others and so not asked). Served with the page, so no answer
 * lands while the page hydrates.
 */
function readFrame(read: ReadCall): Promise<unknown> {
  return Promise.all([read(settingsRoute), read(reportCasesRoute, OPEN_REPORTS)]);
}

/**
 * Reads what a page needs: the session (the frame shows who is signed in), then the page's own.
 * Returns null when the address is a page the browser renders on its own (behind sign-in, forms).
 */
export async function readPage(
  pathname: string,
  search: URLSearchParams,
  read: ReadCall,
): Promise<ServerPage | null> {
  const found = serverPageOf(pathname);
  if (!found) {
    if (isSitePage(pathname)) return null;
    await readFrame(read);
    return notFoundPage;
  }
  await Promise.all([readFrame(read), found.page.reads(found.params, search, read)]);
  return found.page;
}
