import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInAs } from './support/session';
import { demoProjectPath } from './support/demo-data';

/*
 * The pages a visitor lands on arrive as HTML and hydrate from the answers they came with (ADR 0011):
 * no hydration error (React would render the page again), no second fetch of the same data, and the
 * page works before and after its scripts run.
 */

async function aProject(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const answer = await request.get('/api/novels?section=novel&limit=1');
  const { result } = (await answer.json()) as {
    result: { novels: { url: string; name: string }[] };
  };
  const novel = result.novels[0]!;
  return { path: `/novels/${encodeURIComponent(novel.url)}`, name: novel.name };
}

/** Opens a listed project's page, checked by its heading. */
async function openAProject(page: Page, request: APIRequestContext): Promise<void> {
  const project = await aProject(request);
  await page.goto(project.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
}

async function aTranslator(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/translators');
  const { result } = (await answer.json()) as { result: { translators: { url: string }[] } };
  return `/translators/${encodeURIComponent(result.translators[0]!.url)}`;
}

async function aTranslatorId(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/translators');
  const { result } = (await answer.json()) as { result: { translators: { _id: string }[] } };
  return result.translators[0]!._id;
}

/** Opens a page and reports the console errors and the API reads it made once loaded. */
async function openWatching(page: Page, path: string) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The live-events stream of a signed-in reader is not a read of the page's data.
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events/subscribe') {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  const answer = await page.goto(path, { waitUntil: 'networkidle' });
  return { status: answer?.status(), errors, reads };
}

const landingPages = async (request: APIRequestContext) => [
  '/',
  '/novels',
  '/games',
  '/novels?sort=name&direction=asc&page=2',
  (await aProject(request)).path,
  '/posts',
  '/posts/1',
  '/translators',
  await aTranslator(request),
  '/translations',
  // The group's name is read on the server too (`useFilterGroup`).
  `/translations?status=all&stage=editing&group=${await aTranslatorId(request)}&sort=percent`,
  // Ours (docs/product §A2.9): the public moderation log.
  '/log',
];

test.describe('pages rendered on the server', () => {
  // A reader far from the zone the server renders dates in: the page hydrates with the server's
  // clock, then shows the reader's own.
  test.use({ timezoneId: 'Asia/Vladivostok' });

  test('hydrate without an error and without asking again for what they came with', async ({
    page,
    request,
  }) => {
    for (const path of await landingPages(request)) {
      const { status, errors, reads } = await openWatching(page, path);
      expect(status, path).toBe(200);
      expect(errors, path).toEqual([]);
      // Comments load on their own (from the database, not a read model); nothing else is asked.
      expect(
        reads.filter((read) => !read.startsWith('/api/comments?')),
        path,
      ).toEqual([]);
      page.removeAllListeners();
    }
  });

  test("hydrate a signed-in reader's pages the same way, with their session", async ({ page }) => {
    const { username } = await signInAs(page, 'reader');
    for (const path of ['/', '/novels', await aTranslator(page.request)]) {
      const { errors, reads } = await openWatching(page, path);
      expect(errors, path).toEqual([]);
      expect(reads, path).toEqual([]);
      page.removeAllListeners();
    }
    await expect(page.getByRole('button', { name: `Меню пользователя ${username}` })).toBeVisible();
  });

  test('work once hydrated: a project page rates, and the catalogue pages', async ({
    page,
    request,
  }) => {
    await openAProject(page, request);
    // The tab list responds to a click only once React owns the page.
    await page.getByRole('tab', { name: 'О странице' }).click();
    await expect(page.getByRole('tab', { name: 'О странице' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.goto('/novels');
    const firstCard = page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('listitem');
    await expect(firstCard).toHaveCount(30);
    // Paging after hydration asks the API, as a client-rendered page does.
    const nextPage = page.waitForResponse(
      (response) => response.url().includes('/api/novels?') && response.url().includes('page=1'),
    );
    await page.getByRole('button', { name: 'Следующая страница' }).first().click();
    await nextPage;
    await expect(page).toHaveURL(/page=2/);
  });
});

test.describe('scripts after the first screen', () => {
  /** Whether a request is for the site's own code (the entry and the chunks it imports). */
  const isSiteCode = (url: string) => /\/assets\/[^/]+\.js$/.test(new URL(url).pathname);

  test('start once the first screen is painted and its posters are in', async ({
    page,
    request,
  }) => {
    // Posters slower than the page, as on a phone: here they would otherwise be in before any
    // script could start, and the order would prove nothing.
    await page.route('**/uploads/poster/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    // Network events in the order the browser reports them.
    const events: string[] = [];
    page.on('request', (request) => {
      if (isSiteCode(request.url())) events.push(`code ${request.url()}`);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') events.push(`image ${request.url()}`);
    });
    // A page whose first screen surely has a poster: the main page's first row is whatever the
    // specs before created last, often without posters.
    await page.goto(await demoProjectPath(request));
    const posters = await page
      .locator('img[fetchpriority="high"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    expect(posters.length).toBeGreaterThan(0);
    const firstCode = events.findIndex((event) => event.startsWith('code '));
    expect(firstCode).toBeGreaterThan(-1);
    for (const poster of posters) {
      const posterIn = events.indexOf(`image ${poster}`);
      expect(posterIn, poster).toBeGreaterThan(-1);
      expect(posterIn, `${poster} arrives before the first script`).toBeLessThan(firstCode);
    }
    const painted = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint').length,
    );
    expect(painted).toBe(1);
  });

  test('start even when a poster never comes', async ({ page, request }) => {
    const path = await demoProjectPath(request);
    let releasePoster = () => {};
    const posterHeld = new Promise<void>((resolve) => (releasePoster = resolve));
    let held = '';
    await page.route('**/uploads/poster/**', async (route) => {
      // The first poster asked for hangs until the test ends; the others come.
      if (held && held !== route.request().url()) return route.continue();
      held = route.request().url();
      await posterHeld;
      await route.abort();
    });
    try {
      // Not waiting for the load event, which the held poster keeps from firing; the test's
      // `goto` waits until the page has hydrated, which the starter allows after 3 s.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(held).not.toBe('');
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
    } finally {
      releasePoster();
    }
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing pages show their content, styled, from the HTML alone', async ({
    page,
    request,
  }) => {
    await openAProject(page, request);
    await page.goto('/novels');
    await expect(
      page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('listitem'),
    ).toHaveCount(30);
    // The theme's variables apply before any script (the page is not unstyled).
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.goto('/posts/1');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });
});
