import { existsSync } from 'node:fs';

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
