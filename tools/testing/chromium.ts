import { existsSync } from 'node:fs';
import type { BrowserCommand } from 'vitest/node';
import type {} from '@vitest/browser-playwright';

/**
 * Tests drive Debian's Chromium, never a browser a test tool downloads (there is no internet here).
 * CHROMIUM_PATH overrides the default. `npm test` installs it first when it is missing.
 */
export function chromiumExecutable(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/** Headless flags that keep Chromium off the network this machine does not have. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

/**
 * A Vitest browser command that makes Chromium collect its garbage now (Playwright's page.requestGC).
 *
 * Each story file runs in a fresh tester iframe, and Chromium keeps every removed iframe's
 * module responses (one shared-memory region, one file descriptor each, hundreds per file) until
 * a full garbage collection, which it may not run for dozens of files. The page's renderer then
 * reaches its limit of open files (`ulimit -n`, 20000 here) and loses its channel to the network
 * service: every WebSocket of the page closes at once ("going away", 1001), including Vitest's
 * orchestrator socket, and Vitest ends the run with "Browser connection was closed while running
 * tests" (vitest-dev/vitest#9437 is the same leak filling /tmp). `.storybook/vitest.setup.ts` calls
 * this after every file, which keeps the renderer at a few hundred descriptors.
 */
export const collectGarbage: BrowserCommand<[]> = async (context) => {
  if (context.provider.name === 'playwright') await context.page.requestGC();
};
