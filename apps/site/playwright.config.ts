import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../tools/testing/chromium';

const repositoryRoot = join(import.meta.dirname, '..', '..');
const port = Number(process.env['E2E_PORT'] ?? 3100);
const launchOptions = { executablePath: chromiumExecutable(), args: chromiumArgs };

/** End-to-end: the built site served by the API exactly as `npm start` runs it, in Chromium. */
export default defineConfig({
  testDir: './e2e',
  outputDir: join(repositoryRoot, 'test-results/site-e2e'),
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: join(repositoryRoot, 'reports/site/e2e.json') }]],
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: {
    command: 'npx tsx tools/start/start.ts --skip-build --data-folder e2e --ephemeral',
    cwd: repositoryRoot,
    env: { PORT: String(port), HOST: 'localhost' },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
