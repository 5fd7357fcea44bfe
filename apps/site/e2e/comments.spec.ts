import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { expect, test, waitingForHydration } from './support/test';
import { secondPerson } from './support/second-person';
import { writeInto } from './support/editor';
import { signInAs, signUpFreshUser } from './support/session';
import { tabTo } from './support/keyboard';
import { projectPath, seedProject, tagOf } from './support/seed-projects';

/*
 * Comments wherever they appear (docs/product §4 Comments, §5 Comment), against the real API
 * and the seeded database, on a desktop and a mobile viewport. Every test writes as an account of its
 * own, so the projects running side by side never see each other's comments as their own.
 */

/*
 * The project commented on: the seed's first, where tests find their own comments by their unique
 * text; a test that counts comments takes a project no other test writes on (its index).
 */
const aProject = (page: Page, index = 0) => seedProject(page, index);

/** The comment (its whole `article`) whose own text contains `text`. */
const commentWith = (page: Page, text: string): Locator =>
  page.locator('article[id]').filter({ hasText: text }).last();

/** The comment with this id (its `#commentId` anchor). */
const commentById = (page: Page, id: string): Locator => page.locator(`article[id="${id}"]`);

test.describe('comments on a project page', () => {
  failOnPageErrors();

  test('comment, like, reply, edit and delete', async ({ page }, testInfo) => {
    const tag = tagOf(testInfo);
    const author = await signUpFreshUser(page, tag);
    // Its own project per viewport: the tab's count is checked.
    const project = await aProject(page, testInfo.project.name === 'mobile' ? 11 : 10);
    await page.goto(projectPath(project));
    const tab = page.getByRole('tab', { name: /^Комментарии \(\d+\)$/ });
    await expect(tab).toBeVisible();
    const countBefore = Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);

    const text = `Первый комментарий ${tag} ${Date.now()}`;
    await writeInto(page.getByRole('textbox', { name: 'Комментарий', exact: true }), text);
    await page.getByRole('button', { name: 'Отправить' }).click();
    const comment = commentWith(page, text);
    await expect(comment).toBeVisible();
    await expect(comment.getByRole('link', { name: author.username })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Комментарии (${countBefore + 1})` })).toBeVisible();
    // The box is empty again for the next comment.
    await expect(page.getByRole('textbox', { name: 'Комментарий', exact: true })).not.toContainText(
      text,
    );

    // Like, then the same press takes it back; the counts move at once and stay after a reload.
    await comment.getByRole('button', { name: 'Нравится: 0', exact: true }).click();
    await expect(comment.getByRole('button', { name: 'Нравится: 1', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The counts move before the answer comes: the reload waits for the write, as a reader's would
    // have to (a page left while a write is under way may lose it).
    const disliked = page.waitForResponse(
      (answer) => answer.url().endsWith('/false') && answer.url().includes('/api/likes/comment/'),
    );
    await comment.getByRole('button', { name: 'Не нравится: 0', exact: true }).click();
    await expect(
      comment.getByRole('button', { name: 'Не нравится: 1', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(comment.getByRole('button', { name: 'Нравится: 0', exact: true })).toBeVisible();
    await disliked;
    await page.reload();
    await expect(
      commentWith(page, text).getByRole('button', { name: 'Не нравится: 1', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await commentWith(page, text)
      .getByRole('button', { name: 'Не нравится: 1', exact: true })
      .click();
    await expect(
      commentWith(page, text).getByRole('button', { name: 'Не нравится: 0', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');

    // A reply goes under its thread.
    const commentId = (await commentWith(page, text).getAttribute('id')) ?? '';
    const top = commentById(page, commentId);
    const replyText = `Ответ ${tag} ${Date.now()}`;
    await top.getByRole('button', { name: 'Ответить' }).first().click();
    const replyBox = page.getByRole('textbox', { name: `Ответ пользователю ${author.username}` });
    await expect(replyBox).toBeFocused();
    await writeInto(replyBox, replyText);
    await top.getByRole('button', { name: 'Ответить', exact: true }).last().click();
    await expect(replyBox).toBeHidden();
    await expect(top.getByRole('group', { name: 'Ответы' })).toContainText(replyText);

    // Edit: the form stands in place of the text; saving shows the new text.
    await top.getByRole('button', { name: 'Редактировать' }).first().click();
    const editBox = page.getByRole('textbox', { name: 'Правка комментария' });
    await expect(editBox).toContainText(text);
    await expect(top.getByRole('button', { name: 'Нравится: 0', exact: true })).toHaveCount(1);
    await editBox.click();
    await editBox.press('End');
    await editBox.pressSequentially(' (исправлено)');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editBox).toBeHidden();
    await expect(top.getByText(`${text} (исправлено)`)).toBeVisible();

    // Delete after the question: with a reply it stays as "Комментарий удален".
    await top.getByRole('button', { name: 'Удалить' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Удалить комментарий?');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(page.getByText(`${text} (исправлено)`)).toBeHidden();
    await expect(top.getByText('Комментарий удален').first()).toBeVisible();
    await expect(top.getByRole('group', { name: 'Ответы' })).toContainText(replyText);
    await expect(page.getByRole('tab', { name: `Комментарии (${countBefore + 1})` })).toBeVisible();
  });

  test('a comment sent a moment ago says «только что», and the time moves on without a reload', async ({
    page,
  }, testInfo) => {
    // The page's clock, which the test can move on; time flows as usual until it does.
    await page.clock.install();
    const tag = tagOf(testInfo);
    await signUpFreshUser(page, tag);
    const project = await aProject(page, 3);
    await page.goto(projectPath(project));
    // Sent after the page opened: a "now" kept from the opening would put it in the future.
    const text = `Только что ${tag} ${Date.now()}`;
    await writeInto(page.getByRole('textbox', { name: 'Комментарий', exact: true }), text);
    await page.getByRole('button', { name: 'Отправить' }).click();
    const time = commentWith(page, text).locator('header time');
    await expect(time).toHaveText('только что');
    await page.clock.fastForward('01:30');
    await expect(time).toHaveText('1 минуту назад');
    await page.clock.fastForward('04:00');
    await expect(time).toHaveText('5 минут назад');
  });

  test('a review with its mood', async ({ page }, testInfo) => {
    const tag = tagOf(testInfo);
    await signUpFreshUser(page, tag);
    const project = await aProject(page);
    await page.goto(projectPath(project));
    const text = `Отзыв ${tag} ${Date.now()}`;
    await writeInto(page.getByRole('textbox', { name: 'Комментарий', exact: true }), text);
    await expect(page.getByRole('radiogroup', { name: 'Настроение отзыва' })).toBeHidden();
    await page.getByText('Отзыв', { exact: true }).click();
    await page.getByText('Отрицательный', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Отрицательный' })).toBeChecked();
    await page.getByRole('button', { name: 'Отправить' }).click();
    const review = commentWith(page, text);
    await expect(review).toBeVisible();
    await expect(review.getByText('Отрицательный отзыв')).toBeVisible();
    // Editing a review keeps it a review and may change its mood (PUT /api/novelReviews/{id}).
    await review.getByRole('button', { name: 'Редактировать' }).click();
    await expect(page.getByRole('textbox', { name: 'Правка отзыва' })).toContainText(text);
    await expect(review.getByRole('radio', { name: 'Отрицательный' })).toBeChecked();
    await review.getByText('Положительный', { exact: true }).click();
    await review.getByRole('button', { name: 'Сохранить' }).click();
    await expect(review.getByText('Положительный отзыв')).toBeVisible();
    await page.reload();
    await expect(commentWith(page, text).getByText('Положительный отзыв')).toBeVisible();
    // Replies offer no review toggle (docs/product §5: top-level comments only).
    await review.getByRole('button', { name: 'Ответить' }).click();
    await expect(page.getByRole('textbox', { name: /^Ответ пользователю/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Отзыв/ })).toHaveCount(1);
  });

  test('a guest who clicks the comment box goes to /login and comes back', async ({
    page,
    browser,
  }, testInfo) => {
    const project = await aProject(page);
    // A comment of the test's own, so there is a like button for the guest to find disabled
    // whatever the tests beside it write and delete on the same project.
    const text = `Комментарий для гостя ${tagOf(testInfo)}${Date.now().toString(36)}`;
    const writer = await secondPerson(browser, testInfo);
    await signUpFreshUser(writer, `g${tagOf(testInfo)}`);
    const posted = await writer.request.post('/api/comments', {
      data: { content: text, source: project._id, sourceType: 'game' },
    });
    expect(posted.ok()).toBe(true);
    await writer.context().close();

    await page.goto(projectPath(project));
    const box = page.getByRole('link', { name: /Написать комментарий/ });
    await expect(commentWith(page, text).getByRole('button', { name: /^Нравится/ })).toBeDisabled();
    await box.click();
    await expect(page).toHaveURL(/\/login\?return=/);
    // Read before signing in: once the session exists, /login may send the reader on by itself.
    const back = new URL(page.url()).searchParams.get('return') ?? '/';
    await signInAs(page, 'reader');
    await page.goto(back);
    await expect(page).toHaveURL(projectPath(project));
    await expect(page.getByRole('textbox', { name: 'Комментарий', exact: true })).toBeVisible();
  });

  test('a banned user has no reply button and is told why', async ({ page, browser }, testInfo) => {
    const tag = tagOf(testInfo);
    const project = await aProject(page);
    const banned = await signUpFreshUser(page, tag);
    // Unique in the run: the worker's tag alone repeats when a worker runs this file again.
    const moderatorText = `Комментарий модератора ${tag} ${Date.now().toString(36)}`;
    const moderatorContext = await browser.newContext();
    try {
      const moderator = waitingForHydration(await moderatorContext.newPage());
      await signInAs(moderator, 'moderator');
      const comment = await moderator.request.post('/api/comments', {
        data: { content: moderatorText, source: project._id, sourceType: 'game' },
      });
      expect(comment.ok()).toBe(true);
      const ban = await moderator.request.put(`/api/profile/${banned.id}/ban`, {
        data: {
          reason: 'Спам в комментариях',
          expiredAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
        },
      });
      expect(ban.ok()).toBe(true);
    } finally {
      await moderatorContext.close();
    }
    await page.goto(projectPath(project));
    await expect(page.getByRole('note')).toContainText('Вы забанены до');
    await expect(page.getByRole('note')).toContainText('Спам в комментариях');
    await expect(page.getByText(moderatorText)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ответить' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Комментарий', exact: true })).toHaveCount(0);
  });

  test('a failed send keeps the text and says why; an ended session is its own error', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    const project = await aProject(page);
    const writer = await signUpFreshUser(page, tag);
    await page.goto(projectPath(project));
    const box = page.getByRole('textbox', { name: 'Комментарий', exact: true });
    const text = `Не пропадёт ${tag} ${Date.now()}`;
    await writeInto(box, text);

    // The session ends while the reader writes (signed out elsewhere): 401, its own message.
    await page.request.post('/api/logout');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText(/Сессия истекла — войдите снова/).first()).toBeVisible();
    await expect(box).toContainText(text);

    // Signed in again, and banned meanwhile: the server's refusal is shown, the text stays.
    const login = await page.request.post('/api/login', {
      data: { email: writer.email, password: 'e2e-password-1' },
    });
    expect(login.ok()).toBe(true);
    const moderatorContext = await browser.newContext();
    try {
      const moderator = waitingForHydration(await moderatorContext.newPage());
      await signInAs(moderator, 'moderator');
      const ban = await moderator.request.put(`/api/profile/${writer.id}/ban`, {
        data: { reason: 'Проверка', expiredAt: new Date(Date.now() + 3600_000).toISOString() },
      });
      expect(ban.ok()).toBe(true);
    } finally {
      await moderatorContext.close();
    }
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText(/^Не удалось добавить комментарий: /).first()).toBeVisible();
    await expect(box).toContainText(text);
    await expect(commentWith(page, text)).toHaveCount(0);
  });

  test('#commentId scrolls to the comment and marks it', async ({ page }, testInfo) => {
    const tag = tagOf(testInfo);
    await signInAs(page, 'reader');
    const project = await aProject(page);
    const answer = await page.request.post('/api/comments', {
      data: { content: `Ссылка на меня ${tag}`, source: project._id, sourceType: 'game' },
    });
    const { result } = (await answer.json()) as { result: { comment: { _id: string } } };
    // Later comments push it down the page.
    for (const n of [1, 2, 3, 4, 5]) {
      await page.request.post('/api/comments', {
        data: { content: `Позже ${n} ${tag}`, source: project._id, sourceType: 'game' },
      });
    }
    await page.goto(`${projectPath(project)}#${result.comment._id}`);
    const target = page.locator(`[id="${result.comment._id}"]`);
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).toBeInViewport();
  });

  test('writing a comment with the keyboard alone', async ({ page }, testInfo) => {
    const tag = tagOf(testInfo);
    await signUpFreshUser(page, tag);
    const project = await aProject(page);
    await page.goto(projectPath(project));
    const box = page.getByRole('textbox', { name: 'Комментарий', exact: true });
    await expect(box).toBeVisible();
    // From the comments tab, Tab walks into the text (through the toolbar, one stop).
    await page.getByRole('tab', { name: /^Комментарии/ }).focus();
    await tabTo(page, box, 10);
    const text = `С клавиатуры ${tag} ${Date.now()}`;
    await page.keyboard.type(text);
    // On past "Отзыв" to the send button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /^Отзыв/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Отправить' })).toBeFocused();
    await page.keyboard.press('Enter');
    const comment = commentWith(page, text);
    await expect(comment).toBeVisible();
    await expect(box).not.toContainText(text);
  });

  test('leaving with an unsent comment asks first', async ({ page }, testInfo) => {
    await signUpFreshUser(page, tagOf(testInfo));
    const project = await aProject(page);
    await page.goto(projectPath(project));
    await writeInto(page.getByRole('textbox', { name: 'Комментарий', exact: true }), 'Черновик');
    const home = page.getByRole('banner').getByRole('link', { name: 'AniVisual' });
    await home.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Уйти со страницы?');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(page).toHaveURL(projectPath(project));
    await expect(page.getByRole('textbox', { name: 'Комментарий', exact: true })).toContainText(
      'Черновик',
    );
    await home.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Уйти' }).click();
    await expect(page).toHaveURL('/');
  });

  test('axe finds nothing on the comments of a signed-in reader and on /comments', async ({
    page,
  }) => {
    await signInAs(page, 'reader');
    const project = await aProject(page);
    await page.goto(projectPath(project));
    await expect(page.getByRole('textbox', { name: 'Комментарий', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/comments');
    await expect(page.getByRole('heading', { name: 'Комментарии', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Комментарии' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('/comments', () => {
  test('lists the newest comments, 20 a page, each linked to its source', async ({
    page,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    await signInAs(page, 'reader');
    const project = await aProject(page);
    const text = `Для ленты ${tag} ${Date.now()}`;
    await page.request.post('/api/comments', {
      data: { content: text, source: project._id, sourceType: 'game' },
    });
    await page.goto('/comments');
    await expect(page).toHaveTitle(/Комментарии/);
    const list = page.getByRole('list', { name: 'Комментарии' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const item = list.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await item.getByRole('link', { name: 'К проекту' }).click();
    await expect(page).toHaveURL(new RegExp(`${projectPath(project)}#`));
    await expect(page.getByText(text)).toBeInViewport();

    await page.goto('/comments');
    await page
      .getByRole('navigation', { name: 'Страницы' })
      .getByRole('button', { name: 'Следующая страница' })
      .click();
    await expect(page).toHaveURL(/\/comments\?page=2$/);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText(text)).toHaveCount(0);
  });
});
