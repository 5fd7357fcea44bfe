import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Waits until the page is the site's own (the router's `html[data-hydrated]` mark). */
async function untilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test`, whose pages wait after `goto` and `reload` until the site has hydrated the
 * page it loaded (ADR 0011): a server-rendered page is on screen before its scripts run, and a press
 * on a button before then does nothing, as for a reader on a slow phone. Tests without scripts get
 * the page as it comes.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});

/** The page, its `goto` and `reload` waiting for the site to hydrate (pages opened by a test itself). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const answer = await goto(...args);
    await untilHydrated(page);
    return answer;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const answer = await reload(...args);
    await untilHydrated(page);
    return answer;
  };
  return page;
}
