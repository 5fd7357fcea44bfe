/// <reference types="node" />
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../../tools/testing/chromium';

/*
 * Lighthouse on the built site (issue 9): performance ≥ 95 and accessibility 100 on the main page,
 * /novels, a project page, /posts and an article, with Debian's Chromium. Lighthouse's desktop
 * settings (its mobile figures are in the issue note). Scores move a few points from run to run on
 * a busy 2-core machine, so each page is measured three times and the median judged, as
 * Lighthouse's own guidance on variability advises; accessibility does not vary and must be 100
 * every time.
 */

const RUNS = 3;

interface Scores {
  performance: number;
  accessibility: number;
}

async function audit(url: string, port: number): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    desktopConfig,
  );
  const categories = result?.lhr.categories;
  return {
    performance: Math.round((categories?.['performance']?.score ?? 0) * 100),
    accessibility: Math.round((categories?.['accessibility']?.score ?? 0) * 100),
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test.describe.configure({ mode: 'serial' });

let chrome: chromeLauncher.LaunchedChrome;
test.beforeAll(async () => {
  chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: chromiumArgs,
  });
});
test.afterAll(async () => {
  await chrome?.kill();
});

async function projectPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/novels?section=novel&limit=1');
  const { result } = (await answer.json()) as { result: { novels: { url: string }[] } };
  return `/novels/${encodeURIComponent(result.novels[0]!.url)}`;
}

/** An article of the seed (the demo data numbers its articles from 1). */
const POST_PATH = '/posts/1';

for (const page of ['/', '/novels', 'a project page', '/posts', POST_PATH]) {
  test(`Lighthouse: ${page} scores at least 95 for performance and 100 for accessibility`, async ({
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const path = page === 'a project page' ? await projectPath(request) : page;
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${baseURL}${path}`, chrome.port));
    const performance = median(runs.map((scores) => scores.performance));
    testInfo.annotations.push({
      type: 'measured',
      description: `${path}: performance ${runs.map((s) => s.performance).join('/')} (median ${performance}), accessibility ${runs.map((s) => s.accessibility).join('/')}`,
    });
    console.log(`Lighthouse ${path}: ${testInfo.annotations.at(-1)?.description}`);
    expect(runs.map((scores) => scores.accessibility)).toEqual(runs.map(() => 100));
    expect(performance).toBeGreaterThanOrEqual(95);
  });
}
