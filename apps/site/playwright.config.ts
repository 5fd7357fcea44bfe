import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tools/testing/chromium';
import { e2ePort } from './e2e/support/e2e-settings';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const port = e2ePort();
const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs };

/**
 * End-to-end: the built site served by the API as `npm start` runs it (in test mode, for the test
 * captcha), in Chromium, on a desktop and a mobile viewport.
 */
export default defineConfig({
  testDir: './e2e',
  // Per port: runs on other ports (another person, a helper) must not clear this run's artifacts.
  outputDir: join(repositoryRoot, `test-results/site-e2e-${port}`),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: join(repositoryRoot, 'reports/site/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace: recording one for every test (to keep those that fail) made the suite a fifth
    // slower here (comments and catalogue specs: 120 s → 94 s). A failure still leaves its page's
    // accessibility snapshot (error-context.md) and a screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      testIgnore: /lighthouse\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      testIgnore: /lighthouse\.spec\.ts/,
    },
    // Lighthouse drives its own Chromium and measures speed, so it runs alone, after the others.
    { name: 'lighthouse', testMatch: /lighthouse\.spec\.ts/, dependencies: ['desktop', 'mobile'] },
  ],
  webServer: {
    command: 'npx tsx apps/site/e2e/support/e2e-server.ts',
    cwd: repositoryRoot,
    env: { E2E_PORT: String(port) },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
