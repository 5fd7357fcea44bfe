import {
  type APIRequestContext,
  type Cookie,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, WCAG_TAGS } from './support/checks';
import { expect, test as base } from './support/test';
import { DEMO_PASSWORD, demoAccounts } from './support/e2e-settings';
import { projectPath } from './support/seed-projects';

/*
 * The project page (docs/product §2.3) against the real API and the seeded database, on a
 * desktop and a mobile viewport at once. Both projects share the database, so the tests that write
 * (a rating, a list) each take a project of their own per viewport, give it a low rating (so the
 * catalogue's rating order, which other specs check, does not move) and assert the state they set.
 */

type Role = 'reader' | 'moderator';

interface Card {
  _id: string;
  url: string;
  name: string;
  section: string;
  status: string;
  ratedUsers: number;
}

interface ProjectJson extends Card {
  poster: { preview: string } | null;
  description: unknown;
  translations: { group: { description: string }; status: string }[];
}

const statusLabels: Record<string, string> = {
  done: 'Полный',
  demo: 'Частичный',
  inProcess: 'В разработке',
  freeze: 'Заморожен',
  demoFreeze: 'Частичный, заморожен',
};
const completeness = ['done', 'demo', 'inProcess', 'freeze', 'demoFreeze'];
const ratable = (status: string) => status !== 'inProcess' && status !== 'freeze';

const loginWithReturn = (path: string) => `/login?return=${encodeURIComponent(path)}`;

async function resultOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} failed: ${answer.status()}`);
  return ((await answer.json()) as { result: T }).result;
}

async function cards(request: APIRequestContext, query: string): Promise<Card[]> {
  return (await resultOf<{ novels: Card[] }>(request, `/api/novels?${query}`)).novels;
}

/** A project with a poster, translations and a description (what the guest test looks at). */
async function completeProject(request: APIRequestContext): Promise<ProjectJson> {
  for (const query of ['limit=5', 'limit=30', 'section=all&limit=100']) {
    for (const card of await cards(request, query)) {
      const project = await resultOf<ProjectJson>(
        request,
        `/api/novelByUrl/${encodeURIComponent(card.url)}`,
      );
      if (
        project.poster &&
        project.translations.length > 0 &&
        typeof project.description === 'string' &&
        project.description.trim() !== '' &&
        ratable(project.status)
      ) {
        return project;
      }
    }
  }
  throw new Error('No seeded project has a poster, translations and a description');
}

/**
 * A ratable project with several votes that belongs to one test on one viewport (`slot`), chosen
 * from the newest seeded projects: an order no vote changes. (Chosen by rating, the order moved
 * under the tests' own votes, running on the other viewport at the same time, and two tests met on
 * one project.)
 */
async function projectToMark(
  request: APIRequestContext,
  slot: number,
  viewport: string,
): Promise<Card> {
  const candidates = (
    await cards(request, 'section=all&sortBy=createdAt&direction=desc&limit=100')
  ).filter((card) => ratable(card.status) && card.ratedUsers >= 3);
  const index = slot * 2 + (viewport === 'mobile' ? 1 : 0);
  const card = candidates[index];
  if (!card) throw new Error(`Not enough ratable projects for slot ${slot}`);
  return card;
}

/** The signed-in viewer's own rating and list of a project, as the page will load them. */
async function marksOf(
  page: Page,
  project: Pick<Card, 'url'>,
): Promise<{ userRating: number | null; list: string | null }> {
  return resultOf(page.request, `/api/novelByUrl/${encodeURIComponent(project.url)}`);
}

const test = base.extend<
  { signIn: (role: Role) => Promise<void>; pageErrors: string[] },
  { sessionCookies: (role: Role) => Promise<Cookie[]> }
>({
  /**
   * One sign-in per role and worker (`POST /api/login`, the cookie then added to each test's
   * context): the API allows 20 sign-ins per address in 10 minutes, shared by every spec of a run.
   */
  sessionCookies: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const sessions = new Map<Role, Promise<Cookie[]>>();
      const contexts: APIRequestContext[] = [];
      const signInOnce = async (role: Role) => {
        const context = await playwright.request.newContext({ baseURL });
        contexts.push(context);
        const answer = await context.post('/api/login', {
          data: { email: demoAccounts[role].email, password: DEMO_PASSWORD },
        });
        if (!answer.ok()) throw new Error(`Signing in as ${role} failed: ${answer.status()}`);
        return (await context.storageState()).cookies;
      };
      await use((role) => {
        const known = sessions.get(role) ?? signInOnce(role);
        sessions.set(role, known);
        return known;
      });
      for (const context of contexts) await context.dispose();
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page, sessionCookies }, use) => {
    await use(async (role) => page.context().addCookies(await sessionCookies(role)));
  },
  /** No test may leave an uncaught error in the page. */
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

const ownRating = (page: Page) => page.getByRole('radiogroup', { name: 'Моя оценка' });
const listSelect = (page: Page) => page.getByRole('button', { name: /Мой список/ });
const ratingMark = (page: Page, mark: number) =>
  ownRating(page).getByText(String(mark), { exact: true });
/** The line that says the reader's rating. */
const ratingSaid = (page: Page, rating: number) => page.getByText(`Ваша оценка: ${rating} из 10`);
/** The answer to the reader's marking call a press starts: the rating, or the list. */
const markAnswer = (page: Page, call: 'ratings' | 'addtolist') =>
  page.waitForResponse((answer) => answer.url().endsWith(`/api/${call}`));

/** After a reload the page still shows the list and the rating the reader chose. */
async function expectMarksKept(page: Page, list: string, rating: number): Promise<void> {
  await page.reload();
  await expect(listSelect(page)).toContainText(list);
  await expect(ratingSaid(page, rating)).toBeVisible();
}

/**
 * The page has its project and its open tab's content; for a signed-in viewer also the session
 * (the notification tab is theirs alone), so no control is used while it still acts for a guest.
 */
async function openProject(page: Page, path: string, name: string, signedIn = false) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('tablist', { name: 'Разделы страницы проекта' })).toBeVisible();
  if (signedIn) await expect(page.getByRole('tab', { name: 'Уведомления' })).toBeVisible();
  // Nothing still loading (a spinner); a translation's progress bar is content, not loading.
  await expect(
    page.getByRole('main').getByRole('progressbar', { name: 'Загрузка...' }),
  ).toHaveCount(0);
}

/** Presses Tab until `target` holds the focus (a keyboard-only reader reaching a control). */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

test.describe('a guest on a project page', () => {
  test('sees the name, poster, status, translations and description, titled by the project', async ({
    page,
    request,
  }) => {
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name);
    await expect(page).toHaveTitle(`${project.name} — Визуальные новеллы на русском языке.`);

    const poster = page.getByRole('img', { name: `Постер: ${project.name}` });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('width', /^\d+$/);
    await expect(poster).not.toHaveAttribute('loading', 'lazy');

    await expect(page.locator('[data-fact="status"] dd')).toHaveText(statusLabels[project.status]!);

    const best = [...project.translations].sort(
      (a, b) => completeness.indexOf(a.status) - completeness.indexOf(b.status),
    )[0]!;
    const translations = page.getByRole('region', { name: 'Переводы' });
    await expect(translations.getByRole('article').first()).toHaveAccessibleName(
      `Перевод: ${best.group.description}`,
    );

    const firstWords = String(project.description).split(/[[\n]/)[0]!.trim().slice(0, 30);
    await expect(page.getByRole('region', { name: 'Описание' })).toContainText(firstWords);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${firstWords.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  test('is sent to /login with the way back by rating, the list and the edit link', async ({
    page,
    request,
  }) => {
    const project = await completeProject(request);
    const path = projectPath(project);

    await openProject(page, path, project.name);
    await ratingMark(page, 5).click();
    await expect(page).toHaveURL(loginWithReturn(path));

    await openProject(page, path, project.name);
    await listSelect(page).click();
    await expect(page).toHaveURL(loginWithReturn(path));

    await openProject(page, path, project.name);
    await page.getByRole('link', { name: 'Предложить изменения' }).click();
    await expect(page).toHaveURL(loginWithReturn(path));
  });

  test('opens "О странице" from its tab, and the address keeps it', async ({ page, request }) => {
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name);
    await page.getByRole('tab', { name: 'О странице' }).click();
    await expect(page).toHaveURL(/[?&]tab=about$/);
    await expect(page.getByRole('heading', { name: 'Права на редактирование' })).toBeVisible();
    await expect(page.getByText('Добавил(а)')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'О странице' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only moderators manage the owners.
    await expect(page.getByRole('combobox', { name: 'Добавить пользователя' })).toHaveCount(0);
  });

  test('an unknown project shows "Страница не найдена"', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/novelByUrl/')) asked.push(request.url());
    });
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Hydration')) hydrationErrors.push(message.text());
    });
    const answer = await page.goto('/novels/no-such-project-e2e');
    expect(answer?.status()).toBe(404);
    // Rendered on the server as the not-found page, not as a page still loading.
    expect(await answer?.text()).toContain('Страница не найдена');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await expect(page).toHaveTitle(/^Страница не найдена/);
    // It hydrated from the server's answer: the browser did not ask again, nor render anew.
    expect(asked).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });

  test('#commentId scrolls to that comment once the comments are there', async ({
    page,
    request,
  }) => {
    const latest = await resultOf<{ comments: { source: string; sourceType: string }[] }>(
      request,
      '/api/comments?limit=50',
    );
    const onProject = latest.comments.find((comment) => comment.sourceType === 'game');
    // The demo data has comment threads on projects (apps/api/src/seed).
    if (!onProject) throw new Error('The seeded database has no comment on a project');
    const project = await resultOf<Card>(request, `/api/novels/${onProject.source}`);
    const thread = await resultOf<{ comments: { _id: string }[] }>(
      request,
      `/api/comments?source=${project._id}&sourceType=game&limit=100`,
    );
    // The oldest comment: at the bottom of the list, far from where the page opens.
    const target = thread.comments.at(-1)!;
    await page.goto(`${projectPath(project)}#${target._id}`);
    await expect(page.locator(`[id="${target._id}"]`)).toBeInViewport();
  });

  test('has no axe violations (WCAG 2.1 A and AA)', async ({ page, request }) => {
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});

interface Background {
  preview: string;
  full: string;
}

/**
 * A new project with a page background, proposed and applied by the signed-in moderator through the
 * API as the project form sends it (docs/product §7: the draft's `bg` file and its marks), so no
 * seeded project changes. Named per test, viewport and run.
 */
async function projectWithBackground(
  page: Page,
  testInfo: TestInfo,
  marks: { violence?: boolean } = {},
): Promise<Card & { bg: Background }> {
  const name = `Backdrop ${marks.violence ? 'marked ' : ''}${testInfo.project.name} ${testInfo.retry} ${Date.now().toString(36)}`;
  const picture = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: '#2f6f5f' },
  })
    .png()
    .toBuffer();
  const proposed = await page.request.post('/api/drafts/novels', {
    multipart: {
      value: JSON.stringify({ name }),
      attachedImagesMeta: JSON.stringify({ bg: marks }),
      bg: { name: 'bg.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  const draftId = ((await proposed.json()) as { result: { _id: string } }).result._id;
  const applied = await page.request.put(`/api/drafts/${draftId}/status?anivisual=true`, {
    data: { status: 'applied' },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const { url } = ((await applied.json()) as { result: { url: string } }).result;
  return resultOf(page.request, `/api/novelByUrl/${encodeURIComponent(url)}`);
}

/** The layer that draws the project's background (decorative: hidden from assistive technology). */
const backgroundPicture = (page: Page) => page.locator('[data-project-background]');
const pathPattern = (path: string) => new RegExp(path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('a project with a background (docs/product §3 bg, drawn as on a profile: §2.4)', () => {
  test('shows it behind the head, server-rendered, the text readable in both themes', async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn('moderator');
    const project = await projectWithBackground(page, testInfo);
    await page.context().clearCookies();
    const path = projectPath(project);

    // In the page as the server sends it, before any script (ADR 0011).
    const served = await (await page.request.get(path)).text();
    expect(served).toContain(project.bg.full);
    expect(served).toContain('data-project-background="shown"');

    await openProject(page, path, project.name);
    // A phone loads the smaller picture.
    const shown = testInfo.project.name === 'mobile' ? project.bg.preview : project.bg.full;
    await expect(backgroundPicture(page)).toHaveCSS('background-image', pathPattern(shown));
    await expect(page.getByRole('button', { name: 'Показать фон' })).toHaveCount(0);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Colours ease from one theme to the other: axe measures once they have arrived, not midway
    // (it once read the light accent on the dark surface).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });

  test('veils a marked one until the guest shows it', async ({ page, signIn }, testInfo) => {
    await signIn('moderator');
    const project = await projectWithBackground(page, testInfo, { violence: true });
    await page.context().clearCookies();
    await openProject(page, projectPath(project), project.name);

    await expect(backgroundPicture(page)).toHaveAttribute('data-project-background', 'veiled');
    await expect(backgroundPicture(page)).toHaveCSS('filter', /blur/);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    await page.getByRole('button', { name: 'Показать фон' }).click();
    await expect(backgroundPicture(page)).toHaveAttribute('data-project-background', 'shown');
    await expect(backgroundPicture(page)).toHaveCSS('filter', 'none');
  });
});

test.describe('a signed-in reader on a project page', () => {
  test('rates the project and puts it on a list, and both stay after a reload', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    await signIn('reader');
    const project = await projectToMark(request, 0, testInfo.project.name);
    // The demo reader already rated and listed some projects: set something else than is there.
    const before = await marksOf(page, project);
    const rating = before.userRating === 2 ? 3 : 2;
    const list = before.list === 'wantRead' ? 'Читаю' : 'Хочу прочитать';
    await openProject(page, projectPath(project), project.name, true);

    const rated = markAnswer(page, 'ratings');
    await ratingMark(page, rating).click();
    expect((await rated).ok()).toBe(true);
    await expect(ratingSaid(page, rating)).toBeVisible();

    await listSelect(page).click();
    const listed = markAnswer(page, 'addtolist');
    await page.getByRole('option', { name: list }).click();
    expect((await listed).ok()).toBe(true);

    await expectMarksKept(page, list, rating);
  });

  test('does it all from the keyboard: Tab, arrows and Enter', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    await signIn('reader');
    const project = await projectToMark(request, 1, testInfo.project.name);
    const before = await marksOf(page, project);
    const list = before.list === 'dropped' ? 'Читаю' : 'Брошено';
    await openProject(page, projectPath(project), project.name, true);
    await expect(ownRating(page).getByRole('radio').first()).toBeEnabled();

    // Tab lands on the checked mark, or on the first one when there is none; each arrow rates.
    await tabTo(page, ownRating(page));
    let rating = before.userRating ?? 1;
    for (let press = 0; press < 2; press += 1) {
      rating = rating === 10 ? 1 : rating + 1;
      // Waiting for each answer keeps the two calls in order.
      const rated = markAnswer(page, 'ratings');
      await page.keyboard.press('ArrowRight');
      expect((await rated).ok()).toBe(true);
      await expect(ratingSaid(page, rating)).toBeVisible();
    }

    await tabTo(page, listSelect(page));
    await page.keyboard.press('Enter');
    const wanted = page.getByRole('option', { name: list });
    for (let press = 0; press < 10 && !(await wanted.getAttribute('data-focused')); press += 1) {
      await page.keyboard.press('ArrowDown');
    }
    const listed = markAnswer(page, 'addtolist');
    await page.keyboard.press('Enter');
    expect((await listed).ok()).toBe(true);

    await expectMarksKept(page, list, rating);
  });

  test('is offered "Предложить изменения", the notification settings and no delete button', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn('reader');
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name, true);
    await expect(page.getByRole('link', { name: 'Предложить изменения' })).toHaveAttribute(
      'href',
      `/edit/novel/${project._id}`,
    );
    await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Уведомления' }).click();
    const group = page.getByRole('group', { name: 'Уведомления о проекте' });
    await expect(group.getByRole('checkbox')).toHaveCount(3);
  });

  test('has no axe violations (WCAG 2.1 A and AA)', async ({ page, request, signIn }) => {
    await signIn('reader');
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name, true);
    await expect(ownRating(page).getByRole('radio').first()).toBeEnabled();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});

test.describe('a moderator on a project page', () => {
  test('sees "Редактировать", a delete button that asks first, and accessible owner controls', async ({
    page,
    request,
    signIn,
  }) => {
    await signIn('moderator');
    const project = await completeProject(request);
    await openProject(page, projectPath(project), project.name, true);
    await expect(page.getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/edit/novel/${project._id}`,
    );

    await page.getByRole('button', { name: 'Удалить' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Удалить новеллу?' });
    await expect(dialog).toBeVisible();
    // Cancelled: the shared database keeps the project for every other test.
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);

    await page.getByRole('tab', { name: 'О странице' }).click();
    await expect(page.getByRole('combobox', { name: 'Добавить пользователя' })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });

  test('gives a user editing rights and takes them back, with the confirmation', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    await signIn('moderator');
    // A project of this test and viewport: the other viewport changes the owners of its own.
    const project = await projectToMark(request, 2, testInfo.project.name);
    const { username } = demoAccounts.reader;
    const exclude = page.getByRole('button', { name: `Исключить ${username}` });
    await openProject(page, `${projectPath(project)}?tab=about`, project.name, true);
    await expect(page.getByRole('heading', { name: 'Права на редактирование' })).toBeVisible();

    // A run stopped halfway may have left the rights in place; then only the exclusion is left.
    if ((await exclude.count()) === 0) {
      const search = page.getByRole('combobox', { name: 'Добавить пользователя' });
      // Scrolled to first, and the scroll event let through: react-aria closes an open list on a
      // scroll, and the field then forgets text that matched nothing yet.
      await search.scrollIntoViewIfNeeded();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await search.fill(username);
      await expect(page.getByRole('option', { name: username })).toBeVisible();
      // Chosen from the keyboard: on a phone the list opens by the bottom navigation, and a tap
      // that scrolls the page first closes it.
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect(page.getByText('Пользователь добавлен')).toBeVisible();
    }

    await exclude.click();
    const dialog = page.getByRole('alertdialog', { name: `Исключить пользователя ${username}?` });
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(page.getByText('Пользователь исключен')).toBeVisible();
    await expect(exclude).toHaveCount(0);
  });
});
