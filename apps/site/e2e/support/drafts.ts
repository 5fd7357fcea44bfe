import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { waitingForHydration } from './test';

/*
 * What the draft specs (articles and novel drafts) share: a status button pressed until the API has
 * accepted the change, and a second person on the same kind of device.
 */

/** Presses a status button and waits for the API to accept the change (`PUT …/status[?…]`). */
export async function changeStatus(page: Page, label: string): Promise<void> {
  const answered = page.waitForResponse(
    (answer) => answer.url().includes('/status') && answer.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: label, exact: true }).click();
  expect((await answered).ok()).toBe(true);
}

/** A second person in a browser of their own, on the same kind of device as this project's. */
export async function secondPerson(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  return waitingForHydration(await context.newPage());
}
