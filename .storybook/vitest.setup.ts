import { afterAll } from 'vitest';
import { commands } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tools/testing/chromium.ts */
    collectGarbage: () => Promise<void>;
  }
}

/*
 * After each story file (a setup file's afterAll runs once per file), Chromium collects the garbage
 * of the files before it: their iframes' file descriptors would otherwise pile up until the page's
 * renderer runs out and drops Vitest's WebSocket (see collectGarbage in tools/testing/chromium.ts).
 */
afterAll(async () => {
  await commands.collectGarbage();
});
