import { type ConsoleMessage, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { writeInto } from './support/editor';
import { signInAs } from './support/session';

/** Violations of the content security policy the page reported, collected from its first script on. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

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
    const answer = await page.goto('/no/such/page');
    // Said to crawlers and link checkers too: 404, kept out of search indexes.
    expect(answer?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The browser reports the page's own 404 as a console error: that one is the point here.
    expect(consoleErrors).toEqual([expect.stringContaining('status of 404')]);
    consoleErrors.length = 0;
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/^Страница не найдена/);
    await page.getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Визуальные новеллы на русском языке.');
  });

  test('every page keeps to the content security policy, for a guest and for a reader writing', async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    const response = await page.goto('/');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    for (const path of ['/novels', '/games', '/posts', '/comments', '/translators', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
    // A project page with its screenshots, and the comment editor a reader writes in.
    await signInAs(page, 'reader');
    const cards = (await (await page.request.get('/api/novels?limit=1')).json()) as {
      result: { novels: { url: string; section: string }[] };
    };
    const [card] = cards.result.novels;
    await page.goto(
      `/${card!.section === 'novel' ? 'novels' : 'games'}/${encodeURIComponent(card!.url)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await writeInto(page.getByRole('textbox', { name: 'Комментарий', exact: true }), 'Проверка');
    expect(await violations()).toEqual([]);
  });

  test('the API answers health through the same port', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ result: { status: 'ok', db: 'ok' } });
  });
});
