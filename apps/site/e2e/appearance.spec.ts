/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './support/checks';
import { expect, test } from './support/test';
import { secondPerson } from './support/second-person';
import { signInAs, signUpFreshUser } from './support/session';

/*
 * Appearance and safety (libs/domain/src/accounts/appearance.ts): the theme (system, light, dark)
 * for guests and readers, set before the first paint; images marked sexual content or violence
 * blurred until shown.
 */

const stampOf = (testInfo: TestInfo) =>
  `${testInfo.project.name[0]}${Date.now().toString(36)}${testInfo.retry}`;

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset['theme']);

/** Opens the top bar's "Оформление" menu and presses an option's label, as a reader does. */
async function chooseInMenu(page: Page, option: string, kind: 'radio' | 'switch') {
  await page.getByRole('button', { name: 'Оформление' }).click();
  const menu = page.getByRole('dialog', { name: 'Оформление' });
  await menu.getByText(option, { exact: true }).click();
  await expect(menu.getByRole(kind, { name: option })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test('a guest chooses the dark theme; the next visit is dark from the first paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/novels');
  await expect(page.getByRole('heading', { name: 'Визуальные новеллы' })).toBeVisible();
  expect(await theme(page)).toBe('light');
  await chooseInMenu(page, 'Тёмная', 'radio');
  expect(await theme(page)).toBe('dark');
  await expectNoAxeViolations(page);

  // The site's script never arrives: what shows is the server's page, its styles and the boot
  // script alone (a reload that does not wait for the hydration that cannot come).
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => window.location.reload())]);
  await expect(page.getByRole('heading', { name: 'Визуальные новеллы' })).toBeVisible();
  expect(await theme(page)).toBe('dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(21, 19, 29)');
});

test('"Как в системе" follows the system’s scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/novels');
  await expect(page.getByRole('heading', { name: 'Визуальные новеллы' })).toBeVisible();
  expect(await theme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
});

test('a signed-in reader’s theme is kept in their settings and follows them', async ({
  page,
  browser,
}, testInfo) => {
  const account = await signUpFreshUser(page, stampOf(testInfo).slice(-6));
  await page.goto('/novels');
  await expect(page.getByRole('heading', { name: 'Визуальные новеллы' })).toBeVisible();
  const saved = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/userSettings') && answer.request().method() === 'PUT',
  );
  await chooseInMenu(page, 'Тёмная', 'radio');
  expect((await saved).ok()).toBe(true);

  // Another browser: signing in brings the theme along.
  const elsewhere = await secondPerson(browser, testInfo);
  const login = await elsewhere.request.post('/api/login', {
    data: { email: account.email, password: 'e2e-password-1' },
  });
  expect(login.ok()).toBe(true);
  await elsewhere.goto('/settings');
  await expect(elsewhere.getByRole('radio', { name: 'Тёмная' })).toBeChecked();
  await expect.poll(() => theme(elsewhere)).toBe('dark');
  await elsewhere.context().close();
});

/** A project added by a moderator with a poster marked sexual content; its name. */
async function projectWithMarkedPoster(page: Page, testInfo: TestInfo): Promise<string> {
  await signInAs(page, 'moderator');
  const name = `Отмеченный постер ${stampOf(testInfo)}`;
  const poster = readFileSync(join(import.meta.dirname, '../public/emoji/wk/1.png'));
  const created = await page.request.post('/api/drafts/novels', {
    multipart: {
      value: JSON.stringify({ name }),
      attachedImagesMeta: JSON.stringify({ poster: { sexualContent: true } }),
      poster: { name: 'poster.png', mimeType: 'image/png', buffer: poster },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { result } = (await created.json()) as { result: { _id: string } };
  const applied = await page.request.put(`/api/drafts/${result._id}/status?anivisual=true`, {
    data: { status: 'applied' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return name;
}

test('a marked poster is blurred on its card and its page until shown, or for good by choice', async ({
  page,
  browser,
}, testInfo) => {
  const name = await projectWithMarkedPoster(page, testInfo);
  const guest = await secondPerson(browser, testInfo);
  await guest.goto(`/novels?search=${encodeURIComponent(name)}`);
  const card = guest.getByRole('link', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  const cardPoster = card.locator('img');
  await expect(cardPoster).toHaveCSS('filter', /blur/);
  await guest.getByRole('button', { name: 'Показать постер' }).click();
  await expect(cardPoster).toHaveCSS('filter', 'none');

  await card.click();
  await expect(guest.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(guest.getByRole('img', { name: `Постер: ${name}` })).toHaveCount(0);
  await expectNoAxeViolations(guest);
  await chooseInMenu(guest, 'Показывать откровенные изображения без размытия', 'switch');
  await expect(guest.getByRole('img', { name: `Постер: ${name}` })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Показать постер' })).toHaveCount(0);
  await guest.context().close();
});
