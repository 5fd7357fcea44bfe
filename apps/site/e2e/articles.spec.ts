import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { expect, test } from './support/test';
import { writeInto } from './support/editor';
import { changeStatus } from './support/drafts';
import { secondPerson } from './support/second-person';
import { signInAs } from './support/session';

/*
 * Articles (docs/product §2.2 /posts, /posts/{countId}, /addPost, /postDrafts/{id}; §4 Post draft
 * actions, Post editing; §5 New post draft) against the real API and the seeded database, on a
 * desktop and a mobile viewport. Both projects share the database, so every article a test writes
 * carries a title of its own (project name and time), and each test looks only for that.
 */

/** A title no other test, project or run writes. */
const uniqueTitle = (what: string, testInfo: TestInfo) =>
  `${what} ${testInfo.project.name} ${Date.now().toString(36)}`;

failOnPageErrors();

/** The block editor, once its chunk has arrived. */
const bodyEditor = (page: Page) => page.getByRole('textbox', { name: 'Текст статьи' });

/** The step the draft is at (the stepper marks it `aria-current="step"`). */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Статус черновика' }).locator('[aria-current="step"]');

/** A draft of the reader's made through the API (for the pages that only show one). */
async function draftThroughApi(page: Page, title: string): Promise<string> {
  const answer = await page.request.post('/api/postDrafts', {
    data: { section: 'common', title, body: [{ type: 'text', text: 'Текст для проверки.' }] },
  });
  if (!answer.ok()) throw new Error(`Creating a post draft failed: ${answer.status()}`);
  return ((await answer.json()) as { result: { _id: string } }).result._id;
}

test.describe('writing an article', () => {
  test('a reader writes it, a moderator accepts it, the author publishes it, readers find it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = uniqueTitle('Статья', testInfo);
    const text = `Первый абзац статьи ${testInfo.project.name}.`;
    await signInAs(page, 'reader');

    // The form refuses an empty article with the domain's words, in the fields (docs/product §5).
    await page.goto('/addPost');
    await expect(bodyEditor(page)).toBeVisible();
    await page.getByRole('button', { name: 'Создать черновик' }).click();
    await expect(page.getByText('Нет заголовка')).toBeVisible();
    await expect(page.getByText('Пустое сообщение')).toBeVisible();
    await expect(page).toHaveURL(/\/addPost$/);

    await page.getByRole('button', { name: /Раздел:/ }).click();
    await page.getByRole('option', { name: 'Технические' }).click();
    await page.getByRole('textbox', { name: 'Заголовок' }).fill(title);
    await writeInto(bodyEditor(page), text);
    await page.getByRole('button', { name: 'Создать черновик' }).click();

    // The draft's page: its status, its preview, its buttons (docs/product §2.2 /postDrafts/{id}).
    await expect(page).toHaveURL(/\/postDrafts\/[0-9a-f]{24}$/);
    const draftPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(currentStep(page)).toContainText('Создание');
    await expect(page.getByRole('region', { name: 'Предпросмотр' })).toContainText(text);
    await changeStatus(page, 'Отправить на ревью');
    await expect(currentStep(page)).toContainText('Предпросмотр');
    await expect(page.getByRole('button', { name: 'Принять' })).toHaveCount(0);

    // A moderator, elsewhere, accepts it (docs/product §4: waitApprove → approved, moderator).
    const moderator = await secondPerson(browser, testInfo);
    try {
      await signInAs(moderator, 'moderator');
      await moderator.goto(draftPath);
      await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await changeStatus(moderator, 'Принять');
      await expect(currentStep(moderator)).toContainText('Ревью');
    } finally {
      await moderator.context().close();
    }

    // The author publishes it and lands on the article.
    await page.reload();
    await expect(currentStep(page)).toContainText('Ревью');
    await page.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    const postPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('link', { name: 'Редактировать' })).toBeVisible();

    // Readers find it on /posts, in its section, and the author among their own.
    for (const path of ['/posts', '/posts?section=tech']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', postPath);
    }
    await page.goto('/posts?section=site');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.goto('/posts');
    // The switch's label is what a reader presses (its input is visually hidden).
    await page.getByText('Мои статьи', { exact: true }).click();
    await expect(page).toHaveURL(/\/posts\?my=true$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();

    // Editing without a change proposes nothing (docs/product §4 Post editing).
    await page.goto(postPath);
    await page.getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(`${postPath}/edit`);
    await expect(bodyEditor(page)).toContainText(text);
    await page.getByRole('button', { name: 'Создать черновик' }).click();
    await expect(page.getByText('Нет изменений')).toBeVisible();
    await expect(page).toHaveURL(`${postPath}/edit`);
  });

  test('a guest who wants to write is sent to /login and comes back to /addPost', async ({
    page,
  }) => {
    await page.goto('/posts');
    await page.getByRole('link', { name: 'Написать' }).click();
    await expect(page).toHaveURL('/login?return=%2FaddPost');
    await page.goto('/addPost');
    await expect(page).toHaveURL('/login?return=%2FaddPost');
  });
});

/** Moves a post draft through the API as the page's signed-in person; answers the article's number. */
async function putDraftStatus(page: Page, id: string, status: string): Promise<number | null> {
  const answer = await page.request.put(`/api/postDrafts/${id}/status`, { data: { status } });
  if (!answer.ok()) throw new Error(`${status} of ${id} failed: ${answer.status()}`);
  return ((await answer.json()) as { result: { countId: number | null } }).result.countId;
}

test.describe('deleting an article (ours: moderators, docs/product §6, §7)', () => {
  test("a moderator deletes a reader's article; the reader then finds neither it nor its address", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const title = uniqueTitle('Статья на удаление', testInfo);
    // The reader's article, sent to review, accepted and published (through the API: not the subject).
    await signInAs(page, 'reader');
    const draftId = await draftThroughApi(page, title);
    await putDraftStatus(page, draftId, 'waitApprove');
    const moderator = await secondPerson(browser, testInfo);
    try {
      await signInAs(moderator, 'moderator');
      await putDraftStatus(moderator, draftId, 'approved');
      const countId = await putDraftStatus(moderator, draftId, 'applied');
      const postPath = `/posts/${countId}`;
      const comment = await page.request.post('/api/comments', {
        data: {
          content: `Комментарий к статье ${testInfo.project.name}`,
          source: draftId,
          sourceType: 'post',
        },
      });
      expect(comment.ok()).toBe(true);

      // The reader sees the article and no way to delete it, not even their own.
      await page.goto(postPath);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Редактировать' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Удалить статью' })).toHaveCount(0);

      // The moderator deletes it: asked first, then the toast and the list without it.
      await moderator.goto(postPath);
      await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await moderator.getByRole('button', { name: 'Удалить статью' }).click();
      const dialog = moderator.getByRole('alertdialog', { name: `Удалить статью «${title}»?` });
      await expect(dialog).toContainText('Это нельзя отменить');
      await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
      await expect(moderator).toHaveURL(/\/posts$/);
      await expect(moderator.getByText('Статья удалена')).toBeVisible();
      await expect(
        moderator.getByRole('list', { name: 'Статьи' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(moderator.getByRole('link', { name: title })).toHaveCount(0);
      // The log says who deleted which article, naming it without a link.
      await moderator.goto('/log');
      const logged = moderator
        .getByRole('listitem')
        .filter({ hasText: 'Удаление статьи' })
        .filter({ hasText: title });
      await expect(logged).toHaveCount(1);
      await expect(logged.getByRole('link', { name: title })).toHaveCount(0);

      // The reader: the article's address is the not-found page (410 Gone from the server: it was
      // there once), and /posts no longer lists it.
      const answer = await page.goto(postPath);
      expect(answer?.status()).toBe(410);
      await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
      await page.goto('/posts');
      await expect(
        page.getByRole('list', { name: 'Статьи' }).getByRole('article').first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    } finally {
      await moderator.context().close();
    }
  });

  test('a guest sees no delete button on an article', async ({ page }) => {
    await page.goto('/posts/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Удалить статью' })).toHaveCount(0);
  });
});

test.describe('the article pages are accessible (axe, WCAG 2.1 A and AA)', () => {
  test('/posts and an article', async ({ page }) => {
    await page.goto('/posts');
    await expect(
      page.getByRole('list', { name: 'Статьи' }).getByRole('article').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    await page.goto('/posts/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Комментарии', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });

  test('/addPost, a post draft and its edit page', async ({ page }, testInfo) => {
    await signInAs(page, 'reader');
    await page.goto('/addPost');
    await expect(bodyEditor(page)).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    const title = uniqueTitle('Черновик для проверки', testInfo);
    const id = await draftThroughApi(page, title);
    await page.goto(`/postDrafts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Показать данные' }).click();
    await expect(page.getByLabel('Данные черновика')).toContainText(id);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    await page.getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(`/postDrafts/${id}/edit`);
    await expect(bodyEditor(page)).toContainText('Текст для проверки.');
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    // "Обновить" saves the draft and goes back to it.
    await page.getByRole('textbox', { name: 'Заголовок' }).fill(`${title} (2)`);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(`/postDrafts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${title} (2)` })).toBeVisible();
  });
});
