/// <reference types="node" />
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

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
 */
const BUDGET_BYTES = 170 * 1024;

const pages: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/novels',
    loaded: (page) =>
      expect(
        page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('listitem'),
      ).toHaveCount(30),
  },
  {
    path: '/',
    loaded: (page) => expect(page.getByRole('heading', { name: 'Статьи' })).toBeVisible(),
  },
];

for (const { path, loaded } of pages) {
  test(`a first visit to ${path} loads at most 170 KB of gzipped JavaScript`, async ({
    page,
  }, testInfo) => {
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
      description: `${path}: ${(total / 1024).toFixed(1)} KB gzipped JavaScript in ${sizes.length} files (budget ${BUDGET_BYTES / 1024} KB)`,
    });
    console.log(
      `[${testInfo.project.name}] ${path} JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB\n${report}`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
