import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { signUpFreshUser, type FreshAccount } from './session';
import { waitingForHydration } from './test';

/**
 * A second person in a browser of their own (a context with its own cookies and its own live events),
 * on the same kind of device as this project's: a moderator beside an author, a reader beside a reader.
 */
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

/** Another fresh reader, signed up in a browser of their own, which is then closed: a contact. */
export async function freshContact(
  browser: Browser,
  testInfo: TestInfo,
  tag: string,
): Promise<FreshAccount> {
  const other = await secondPerson(browser, testInfo);
  const contact = await signUpFreshUser(other, tag);
  await other.context().close();
  return contact;
}
