import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { expect, test } from './support/test';
import { changeStatus } from './support/drafts';
import { secondPerson } from './support/second-person';
import { signInAs, signUpFreshUser } from './support/session';

/*
 * Novel drafts (docs/product §2.2 /drafts, /drafts/{id}; §4 Novel draft, Draft list filters; §8 Drafts)
 * against the real API and the seeded database, on a desktop and a mobile viewport. Both projects
 * share the database, so every draft a test makes carries a name of its own (project name and
 * time), and each test looks only for that.
 */

/** A name no other test, project or run uses (Latin, so its url is predictable). */
const uniqueName = (what: string, testInfo: TestInfo) =>
  `${what} ${testInfo.project.name} ${testInfo.retry} ${Date.now().toString(36)}`;

failOnPageErrors();

/** The step the draft is at (the stepper marks it `aria-current="step"`). */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Статус черновика' }).locator('[aria-current="step"]');

interface MadeDraft {
  id: string;
  url: string;
}

/** A novel draft made through the API (POST /api/drafts/novels, JSON body) by whoever is signed in. */
async function draftThroughApi(
  page: Page,
  value: Record<string, unknown>,
  novelId?: string,
): Promise<MadeDraft> {
  const answer = await page.request.post('/api/drafts/novels', {
    data: novelId ? { _id: novelId, value } : { value },
  });
  if (!answer.ok()) {
    throw new Error(`Creating a novel draft failed: ${answer.status()} ${await answer.text()}`);
  }
  const { result } = (await answer.json()) as { result: { _id: string; value: string } };
  const stored = JSON.parse(result.value) as { url: string };
  return { id: result._id, url: stored.url };
}

/** A project of the seed, as its page's call answers it. */
async function aSeededProject(page: Page): Promise<Record<string, unknown> & { _id: string }> {
  const list = await page.request.get('/api/novels?section=all&sortBy=name&direction=asc');
  const { result } = (await list.json()) as { result: { novels: { _id: string }[] } };
  const first = result.novels[0];
  if (!first) throw new Error('The seed has no projects');
  const answer = await page.request.get(`/api/novels/${first._id}`);
  return ((await answer.json()) as { result: Record<string, unknown> & { _id: string } }).result;
}

/** The project's own fields, as a draft of it carries them (the draft value of the contract). */
function valueOf(project: Record<string, unknown>): Record<string, unknown> {
  const fields = [
    'name',
    'url',
    'alternativeNames',
    'section',
    'modifiers',
    'poster',
    'screenshots',
    'bg',
    'originalLanguage',
    'developers',
    'status',
    'releasedAt',
    'expectedReleaseAt',
    'genres',
    'tags',
    'platforms',
    'length',
    'translations',
    'description',
    'links',
    'vndb',
  ];
  const vocabulary = (entries: unknown) =>
    (entries as { _id: string; value: string }[]).map(({ _id, value }) => ({ _id, value }));
  const value = Object.fromEntries(
    fields.filter((field) => project[field] !== undefined).map((field) => [field, project[field]]),
  );
  return {
    ...value,
    genres: vocabulary(project['genres']),
    tags: vocabulary(project['tags']),
    platforms: vocabulary(project['platforms']),
  };
}

test.describe('a novel draft from proposal to project', () => {
  test('a reader proposes a project and sends it to review; a moderator approves and adds it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = uniqueName('Draft novel', testInfo);
    await signInAs(page, 'reader');
    const draft = await draftThroughApi(page, { name });
    const draftPath = `/drafts/${draft.id}`;

    // The list has it, linked to its page (docs/product §2.2 /drafts).
    await page.goto('/drafts');
    await expect(page.getByRole('heading', { level: 1, name: 'Черновики' })).toBeVisible();
    const link = page.getByRole('list', { name: 'Черновики' }).getByRole('link', { name });
    await expect(link).toHaveAttribute('href', draftPath);
    await page.getByRole('tab', { name: 'На ревью' }).click();
    await expect(page).toHaveURL('/drafts?status=review');
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Активные' }).click();
    await expect(page).toHaveURL('/drafts?status=active');
    await page.getByRole('link', { name }).click();

    // Its page: heading, initiator, URL, step, preview; the reader sends it to review.
    await expect(page).toHaveURL(draftPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Добавление новеллы' })).toBeVisible();
    await expect(page.getByText('Инициатор:')).toBeVisible();
    await expect(page.getByText(draft.url, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Предпросмотр' })).toContainText(name);
    await expect(currentStep(page)).toContainText('Создание');
    await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
    await changeStatus(page, 'Отправить на ревью');
    await expect(currentStep(page)).toContainText('Предпросмотр');
    await expect(page.getByRole('button', { name: 'Вернуть с ревью' })).toBeVisible();

    // A moderator, elsewhere, approves it and adds the project (docs/product §4).
    const moderator = await secondPerson(browser, testInfo);
    try {
      await signInAs(moderator, 'moderator');
      await moderator.goto(draftPath);
      await expect(
        moderator.getByRole('heading', { level: 1, name: 'Добавление новеллы' }),
      ).toBeVisible();
      await changeStatus(moderator, 'Одобрить');
      await expect(currentStep(moderator)).toContainText('Ревью');
      await moderator.getByRole('button', { name: 'Добавить', exact: true }).click();
      await expect(moderator).toHaveURL(`/novels/${encodeURIComponent(draft.url)}`);
      await expect(moderator.getByRole('heading', { level: 1, name })).toBeVisible();

      // Its history says who added it, and what that did.
      await moderator.getByRole('tab', { name: 'О странице' }).click();
      const history = moderator.getByRole('list', { name: 'История изменений' });
      await expect(history.getByRole('heading', { name: 'Правка 1' })).toBeVisible();
      await expect(history.getByRole('link', { name: 'Черновик' })).toHaveAttribute(
        'href',
        draftPath,
      );
      await history.getByRole('button', { name: 'Что изменилось' }).click();
      await expect(moderator.getByRole('group', { name: 'Название: стало' })).toContainText(name);
    } finally {
      await moderator.context().close();
    }

    // The reader's list shows it applied.
    await page.goto('/drafts?status=completed');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) });
    await expect(row).toContainText('Применён');
    await expect(row.getByRole('button', { name: /^Удалить черновик/ })).toHaveCount(0);
  });

  test('a url another project has says "Новелла с таким url уже существует"', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'moderator');
    const taken = await aSeededProject(page);
    const draft = await draftThroughApi(page, {
      name: uniqueName('Taken url', testInfo),
      url: taken['url'],
    });
    await page.goto(`/drafts/${draft.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Добавление новеллы' })).toBeVisible();
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(page.getByText('Новелла с таким url уже существует')).toBeVisible();
    await expect(page).toHaveURL(`/drafts/${draft.id}`);
    await expect(currentStep(page)).toContainText('Создание');
  });

  test('the creator deletes a draft after the confirmation', async ({ page }, testInfo) => {
    const name = uniqueName('Deleted draft', testInfo);
    await signInAs(page, 'reader');
    const draft = await draftThroughApi(page, { name });
    await page.goto(`/drafts/${draft.id}`);
    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Вы действительно хотете удалить черновик "${name}"?`,
    });
    await expect(dialog).toContainText('Его будет нельзя восстановить.');
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL('/drafts');
    await expect(page.getByText('Черновик удален')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Черновики' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  });
});

test.describe('who sees a draft', () => {
  test('another reader is sent to /, a guest to / with the way back', async ({
    page,
    browser,
  }, testInfo) => {
    await signInAs(page, 'reader');
    const draft = await draftThroughApi(page, { name: uniqueName('Private draft', testInfo) });

    const stranger = await secondPerson(browser, testInfo);
    try {
      await signUpFreshUser(stranger, `${testInfo.project.name[0]}${testInfo.retry}d`);
      await stranger.goto(`/drafts/${draft.id}`);
      await expect(stranger).toHaveURL('/');
    } finally {
      await stranger.context().close();
    }

    const guest = await secondPerson(browser, testInfo);
    try {
      // docs/product §2.2: "requires login; otherwise redirected to /", remembering the draft.
      await guest.goto(`/drafts/${draft.id}`);
      await expect(guest).toHaveURL(`/?return=${encodeURIComponent(`/drafts/${draft.id}`)}`);
      await guest.goto('/drafts');
      await expect(guest).toHaveURL(`/login?return=${encodeURIComponent('/drafts')}`);
    } finally {
      await guest.context().close();
    }
  });
});

test.describe('an update draft', () => {
  test('shows what it changes, the project as it is beside the proposal', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'reader');
    const project = await aSeededProject(page);
    const newName = uniqueName('Renamed', testInfo);
    const draft = await draftThroughApi(page, { ...valueOf(project), name: newName }, project._id);

    await page.goto(`/drafts/${draft.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Обновление: ${String(project['name'])}` }),
    ).toBeVisible();
    const changes = page.getByRole('list', { name: 'Что меняет черновик' });
    await expect(changes.getByRole('heading', { level: 3 })).toHaveText(['Название']);
    await expect(page.getByRole('group', { name: 'Название: было' })).toContainText(
      String(project['name']),
    );
    await expect(page.getByRole('group', { name: 'Название: стало' })).toContainText(newName);
  });
});

test.describe('the draft pages are accessible (axe, WCAG 2.1 A and AA)', () => {
  test('/drafts and /drafts/{id}', async ({ page }, testInfo) => {
    await signInAs(page, 'reader');
    const project = await aSeededProject(page);
    const draft = await draftThroughApi(
      page,
      { ...valueOf(project), name: uniqueName('Checked', testInfo), status: 'demo' },
      project._id,
    );

    await page.goto('/drafts');
    await expect(
      page.getByRole('list', { name: 'Черновики' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    await page.goto(`/drafts/${draft.id}`);
    await expect(page.getByRole('list', { name: 'Что меняет черновик' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Комментарии', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Показать данные' }).click();
    await expect(page.getByLabel('Данные черновика')).toContainText(draft.id);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});
