import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tools/testing/chromium';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const port = Number(process.env['VISUAL_PORT'] ?? 6107);
const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs };

/**
 * Visual regression: a screenshot of every story of the static Storybook, compared with the baseline
 * committed beside this file. `npm run visual:update` rewrites the baselines after a deliberate change.
 */
export default defineConfig({
  testDir: '.',
  outputDir: join(repositoryRoot, 'test-results/visual'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: join(repositoryRoot, 'reports/storybook/visual.json') }],
  ],
  // Strict: the font is self-hosted and Chromium is Debian's one build, so rendering is deterministic.
  // The default tolerance (0.2) forgave a changed corner radius across a whole Catalog story. The
  // comparator still skips pixels it takes for anti-aliasing, so a 1–2 px change of a lone rounded
  // corner can pass; colour, size, spacing, layout and font changes fail.
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.02,
      maxDiffPixels: 0,
    },
  },
  use: { baseURL: `http://127.0.0.1:${port}` },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'mobile', use: { viewport: { width: 375, height: 740 }, launchOptions } },
    // Only the stories tagged `responsive` (see stories.visual.spec.ts).
    {
      name: 'tablet',
      grep: /@tablet/,
      use: { viewport: { width: 850, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: repositoryRoot,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
