import { expect, type Page } from '@playwright/test';

/*
 * What the draft specs (articles and novel drafts) share: a status button pressed until the API has
 * accepted the change.
 */

/** Presses a status button and waits for the API to accept the change (`PUT …/status[?…]`). */
export async function changeStatus(page: Page, label: string): Promise<void> {
  const answered = page.waitForResponse(
    (answer) => answer.url().includes('/status') && answer.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: label, exact: true }).click();
  expect((await answered).ok()).toBe(true);
}
