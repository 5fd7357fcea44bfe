import { expect, test, type ConsoleMessage } from '@playwright/test';

test.describe('the built site, served by the API', () => {
  let consoleErrors: string[];
  test.beforeEach(({ page }) => {
    consoleErrors = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('the main page shows the shell, its blocks and the footer tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Визуальные новеллы на русском языке.');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Визуальные новеллы на русском языке.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Визуальные новеллы на русском языке',
    );
    await expect(page.getByRole('link', { name: 'Последние добавленные' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      'Визуальные новеллы на русском языке.',
    );
  });

  test('text is set in the self-hosted Cyrillic font', async ({ page }) => {
    await page.goto('/');
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px "Inter Variable"', 'Визуальные');
    });
    expect(fontLoaded).toBe(true);
    for (const element of [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('contentinfo'),
    ]) {
      await expect(element).toHaveCSS('font-family', /^"Inter Variable"/);
    }
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/^Страница не найдена/);
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Визуальные новеллы на русском языке.');
  });

  test('the API answers health through the same port', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ result: { status: 'ok', db: 'ok' } });
  });
});
