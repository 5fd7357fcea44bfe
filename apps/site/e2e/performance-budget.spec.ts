/// <reference types="node" />
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoProjectPath } from './support/demo-data';

/**
 * The JavaScript a first visit to a landing page (empty cache) loads, gzipped, counting every script
 * the visit fetches until the network is idle — the shell, the route's own chunk and anything they
 * load on the way. Routes are split so that what other pages need is not in it.
 *
 * The budget is 170 KB (ADR 0007: the pages people only read stay light; ADR 0003: schema-free
 * routes for the same reason). /novels measured 154 KB (react-dom 40, react-aria ~55, the router
 * 14): zod and the contract's schemas stay off the page because the site calls through schema-free
 * routes and the domain keeps its schemas in modules of their own (`*\/schemas.ts`). The main page
 * keeps to the same budget: it had grown to 225 KB when one bound (`CATALOGUE_LIMITS`) brought the
 * catalogue's schemas with it, the old-HTML converter came for the article excerpts and the
 * confirmation dialog with the shell (166 KB without them).
 *
 * A project page is where readers write (the comment box, ratings, lists, tabs) and has a budget of
 * its own, 215 KB: it measured 207 KB once it stopped loading zod and a dozen entity schemas for four
 * small rules (26 KB of zod alone), and the code of the tabs a visitor has not opened.
 */
const READING_PAGE_BUDGET = 170;

const pages: {
  name: string;
  path: (request: APIRequestContext) => Promise<string> | string;
  /** KB of gzipped JavaScript. */
  budget: number;
  loaded: (page: Page) => Promise<void>;
}[] = [
  {
    name: '/novels',
    path: () => '/novels',
    budget: READING_PAGE_BUDGET,
    loaded: (page) =>
      expect(
        page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('listitem'),
      ).toHaveCount(30),
  },
  {
    name: '/',
    path: () => '/',
    budget: READING_PAGE_BUDGET,
    loaded: (page) => expect(page.getByRole('heading', { name: 'Статьи' })).toBeVisible(),
  },
  {
    name: 'a project page',
    path: demoProjectPath,
    budget: 215,
    loaded: (page) => expect(page.getByRole('tab', { name: /^Комментарии/ })).toBeVisible(),
  },
];

for (const { name, path: pathOf, budget, loaded } of pages) {
  test(`a first visit to ${name} loads at most ${budget} KB of gzipped JavaScript`, async ({
    page,
    request,
  }, testInfo) => {
    const path = await pathOf(request);
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body).length),
      );
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await loaded(page);

    const sizes = await Promise.all(
      [...scripts].map(async ([url, size]) => ({
        file: new URL(url).pathname,
        gzipped: await size,
      })),
    );
    const total = sizes.reduce((sum, script) => sum + script.gzipped, 0);
    const report = sizes
      .sort((a, b) => b.gzipped - a.gzipped)
      .map((script) => `${(script.gzipped / 1024).toFixed(1)} KB ${script.file}`)
      .join('\n');
    testInfo.annotations.push({
      type: 'measured',
      description: `${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${sizes.length} files (budget ${budget} KB)`,
    });
    console.log(
      `[${testInfo.project.name}] ${path} JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB\n${report}`,
    );
    expect(total).toBeLessThanOrEqual(budget * 1024);
  });
}
