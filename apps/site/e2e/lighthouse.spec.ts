/// <reference types="node" />
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../../../tools/testing/chromium';
import { medianVerdict } from '../../../tools/testing/median-verdict';
import { demoProjectPath } from './support/demo-data';

/*
 * Lighthouse on the built site, with Debian's Chromium (docs/architecture.md § Budgets): with its
 * desktop settings, performance ≥ 95 and accessibility 100 on the main page, /novels, a project
 * page, /posts and an article; with its mobile settings (slow 4G, a 4× slower processor: how most
 * readers arrive), performance ≥ 90 and accessibility 100 on the main page, /novels and a project
 * page. Scores move a few points from run to run on a busy 2-core machine, so each page is judged
 * by the median of several runs, as Lighthouse's own guidance on variability advises: of three runs
 * with the desktop settings, where pages score 100 with room to spare; of five with the mobile ones,
 * whose 4× slower processor multiplies the machine's noise (a task the machine happens to stretch by
 * 15 ms counts 60 ms). Runs stop once the median is decided (medianVerdict): the verdict is the one
 * all the runs would give, and the suite spends its time elsewhere. Accessibility does not vary and
 * must be 100 every time.
 */

interface Scores {
  performance: number;
  accessibility: number;
}

/**
 * A run Lighthouse could not measure: a runtime error, or a metric it could not compute (then the
 * performance category has no score at all). That is not a score of 0: Lighthouse's own words for
 * its NO_NAVSTART trace fault are "Please run Lighthouse again", so the run is repeated and its
 * reason printed. A page that cannot be measured at all still fails.
 */
interface Unmeasured {
  problem: string;
}

/** Runs Lighthouse could not measure, allowed per page before the page fails. */
const UNMEASURED_ALLOWED = 2;

type Preset = 'desktop' | 'mobile';

async function audit(url: string, port: number, preset: Preset): Promise<Scores | Unmeasured> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    // Lighthouse's default settings are its mobile ones.
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) return { problem: 'Lighthouse returned no result' };
  const { categories, audits, runtimeError } = result.lhr;
  const performance = categories['performance']?.score;
  const accessibility = categories['accessibility']?.score;
  if (runtimeError || performance == null || accessibility == null) {
    // A runtime error fails every metric with the same words: say it once. Otherwise name the
    // metrics that have no value.
    if (runtimeError) return { problem: `${runtimeError.code}: ${runtimeError.message}` };
    const failed = Object.values(audits)
      .filter((audit) => audit.errorMessage)
      .map((audit) => `${audit.id}: ${audit.errorMessage}`);
    return { problem: failed.join('; ') || 'a category without a score' };
  }
  return {
    performance: Math.round(performance * 100),
    accessibility: Math.round(accessibility * 100),
  };
}

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

/** An article of the seed (the demo data numbers its articles from 1). */
const POST_PATH = '/posts/1';

const audits: { preset: Preset; pages: string[]; performance: number; runs: number }[] = [
  {
    preset: 'desktop',
    pages: ['/', '/novels', 'a project page', '/posts', POST_PATH],
    performance: 95,
    runs: 3,
  },
  { preset: 'mobile', pages: ['/', '/novels', 'a project page'], performance: 90, runs: 5 },
];

for (const { preset, pages, performance: target, runs: runsJudged } of audits) {
  for (const page of pages) {
    test(`Lighthouse ${preset}: ${page} scores at least ${target} for performance and 100 for accessibility`, async ({
      request,
      baseURL,
    }, testInfo) => {
      test.setTimeout(240_000);
      const path = page === 'a project page' ? await demoProjectPath(request) : page;
      const runs: Scores[] = [];
      const unmeasured: string[] = [];
      const verdict = () =>
        medianVerdict(
          runs.map((scores) => scores.performance),
          runsJudged,
          target,
        );
      while (!verdict().decided) {
        const measured = await audit(`${baseURL}${path}`, chrome.port, preset);
        if ('problem' in measured) {
          unmeasured.push(measured.problem);
          console.log(`Lighthouse ${preset} ${path} could not measure a run: ${measured.problem}`);
          expect(unmeasured.length, unmeasured.join('\n')).toBeLessThanOrEqual(UNMEASURED_ALLOWED);
        } else {
          runs.push(measured);
        }
      }
      const performances = runs.map((scores) => scores.performance);
      testInfo.annotations.push({
        type: 'measured',
        description: `${preset} ${path}: performance ${performances.join('/')} (median of ${runsJudged} ${verdict().met ? 'reaches' : 'misses'} ${target}), accessibility ${runs.map((s) => s.accessibility).join('/')}`,
      });
      console.log(`Lighthouse ${testInfo.annotations.at(-1)?.description}`);
      expect(runs.map((scores) => scores.accessibility)).toEqual(runs.map(() => 100));
      expect(
        verdict().met,
        `performance ${performances.join('/')}: the median of ${runsJudged} runs is below ${target}`,
      ).toBe(true);
    });
  }
}
