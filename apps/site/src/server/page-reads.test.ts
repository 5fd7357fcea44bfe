import { OPEN_REPORTS } from '../app/use-reports-queue';
import {
  activeTranslationsRoute,
  latestTranslationUpdatesRoute,
  filtersRoute,
  mainPageRoute,
  novelByUrlRoute,
  novelsRoute,
  publicModerationLogRoute,
  reportCasesRoute,
  settingsRoute,
  translatorRoute,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { LATEST_TRANSLATION_UPDATES } from '../routes/home/use-main-page';
import { notFoundPage, readPage, serverPageOf, type ReadCall } from './page-reads';

/** Records the reads a page asks for, by route path and options. */
function recorder() {
  const asked: [string, unknown][] = [];
  const read: ReadCall = async (route, options = {}) => {
    asked.push([route.path, options]);
    return undefined;
  };
  return { asked, read };
}

describe('what the server reads for a page (ADR 0011)', () => {
  it('matches the routes as the browser does, decoding each segment', () => {
    expect(serverPageOf('/novels/%D0%BB%D0%B5%D1%82%D0%BE')?.params).toEqual({ url: 'лето' });
    // As the browser's router gives it: a `/` encoded inside a segment stays in that parameter.
    expect(serverPageOf('/translators/a%2Fb')?.params).toEqual({ id: 'a/b' });
    expect(serverPageOf('/login')).toBeNull();
    expect(serverPageOf('/novels/x/edit')).toBeNull();
  });

  it('reads the session and the page, as its hooks ask', async () => {
    const home = recorder();
    await readPage('/', new URLSearchParams(), home.read);
    expect(home.asked).toEqual([
      [settingsRoute.path, {}],
      [reportCasesRoute.path, OPEN_REPORTS],
      [mainPageRoute.path, {}],
      [latestTranslationUpdatesRoute.path, { query: { limit: LATEST_TRANSLATION_UPDATES } }],
    ]);

    const project = recorder();
    await readPage('/games/%D0%BB%D0%B5%D1%82%D0%BE', new URLSearchParams(), project.read);
    expect(project.asked).toContainEqual([novelByUrlRoute.path, { params: { url: 'лето' } }]);
  });

  it('reads the translations in the making as the page asks, and the group it is narrowed to', async () => {
    const plain = recorder();
    await readPage('/translations', new URLSearchParams('sort=percent&page=2'), plain.read);
    expect(plain.asked).toEqual([
      [settingsRoute.path, {}],
      [reportCasesRoute.path, OPEN_REPORTS],
      [activeTranslationsRoute.path, { query: { sort: 'percent', page: 1 } }],
    ]);

    const group = '6650a1b2c3d4e5f6a7b8c9d1';
    const narrowed = recorder();
    await readPage('/translations', new URLSearchParams(`group=${group}`), narrowed.read);
    expect(narrowed.asked).toContainEqual([translatorRoute.path, { params: { id: group } }]);
    expect(narrowed.asked).toContainEqual([
      activeTranslationsRoute.path,
      { query: { group, page: 0 } },
    ]);
  });

  it('reads the public moderation log at its page (docs/product §A2.9)', async () => {
    const journal = recorder();
    await readPage('/log', new URLSearchParams('page=3'), journal.read);
    expect(journal.asked).toEqual([
      [settingsRoute.path, {}],
      [reportCasesRoute.path, OPEN_REPORTS],
      [publicModerationLogRoute.path, { query: { page: 2 } }],
    ]);
    // A link to one entry (docs/product §A2.10): the page holding it, as the page's hook asks.
    const entry = '6650a1b2c3d4e5f6a7b8c9c1';
    const linked = recorder();
    await readPage('/log', new URLSearchParams(`entry=${entry}&page=3`), linked.read);
    expect(linked.asked).toContainEqual([publicModerationLogRoute.path, { query: { entry } }]);
  });

  it('reads a group’s translations with its page, once the group is known', async () => {
    const asked: [string, unknown][] = [];
    const read: ReadCall = async (route, options = {}) => {
      asked.push([route.path, options]);
      return (
        route.path === translatorRoute.path
          ? { translator: { _id: '6650a1b2c3d4e5f6a7b8c9d1' }, novels: [] }
          : undefined
      ) as never;
    };
    await readPage('/translators/team-leto', new URLSearchParams(), read);
    expect(asked).toContainEqual([
      activeTranslationsRoute.path,
      { query: { group: '6650a1b2c3d4e5f6a7b8c9d1', status: 'all', page: 0 } },
    ]);
  });

  it('reads the vocabularies with the catalogue only when the filter panel opens itself', async () => {
    const plain = recorder();
    await readPage('/novels', new URLSearchParams('sort=name'), plain.read);
    expect(plain.asked.map(([path]) => path)).toEqual([
      settingsRoute.path,
      reportCasesRoute.path,
      novelsRoute.path,
    ]);

    const filtered = recorder();
    await readPage('/novels', new URLSearchParams('tags=Романтика'), filtered.read);
    expect(filtered.asked.map(([path]) => path)).toContain(filtersRoute.path);
  });

  it('reads nothing for an address that is not a server-rendered page', async () => {
    const other = recorder();
    expect(await readPage('/messages', new URLSearchParams(), other.read)).toBeNull();
    expect(other.asked).toEqual([]);
  });

  it('answers an address that is none of the pages with the not-found page, 404', async () => {
    for (const path of [
      '/no-such-page',
      '/novels/x/edit',
      '/posts/1/comments',
      '/%D0%BD%D0%B5%D1%82',
    ]) {
      const unknown = recorder();
      const page = await readPage(path, new URLSearchParams(), unknown.read);
      expect(page, path).toBe(notFoundPage);
      expect(page?.status).toBe(404);
      // The frame still shows who is signed in.
      expect(unknown.asked).toEqual([
        [settingsRoute.path, {}],
        [reportCasesRoute.path, OPEN_REPORTS],
      ]);
    }
    // Pages the browser renders on its own stay the shell's, with their parameters.
    for (const path of ['/login', '/drafts/abc', '/edit/novel/abc', '/go/novel/abc']) {
      expect(await readPage(path, new URLSearchParams(), recorder().read), path).toBeNull();
    }
  });
});
