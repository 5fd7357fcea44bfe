import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { secondPerson } from './support/second-person';
import { byViewport, postComment, projectPath, seedProject, tagOf } from './support/seed-projects';
import { signInAs, signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * Reports (docs/product §A3, ours) against the real API and the seeded database, on a desktop and a
 * mobile viewport: a reader reports another reader's comment on a project page and is told it was
 * received; the demo moderator takes the case on /reports and resolves it «Нарушения нет»; the
 * reporter's bell says so. The writer and the reporter are accounts of the test's own, so nothing
 * here restricts or reports the demo reader the specs beside it write as.
 */

test.describe('reports', () => {
  const pageErrors = failOnPageErrors();

  test('a reader reports a comment; a moderator takes the case and finds no violation; the reader is told', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    // A project of its own for each viewport; the test finds its own comment by its id.
    const project = await seedProject(page, byViewport(testInfo, { desktop: 6, mobile: 7 }));

    // Another fresh reader writes the comment, in a browser of their own.
    const writer = await secondPerson(browser, testInfo);
    await signUpFreshUser(writer, `rw${tag}`);
    const text = `Комментарий для жалобы ${tag} ${Date.now().toString(36)}`;
    const commentId = await postComment(writer, {
      content: text,
      source: project._id,
      sourceType: 'game',
    });
    await writer.context().close();

    // The reporter sees it on the project page and reports it.
    const reporter = await signUpFreshUser(page, `rr${tag}`);
    await page.goto(projectPath(project));
    const comment = page.locator(`article[id="${commentId}"]`);
    await expect(comment).toContainText(text);
    await comment.getByRole('button', { name: 'Пожаловаться' }).click();
    const dialog = page.getByRole('dialog', { name: 'Пожаловаться' });
    await expect(dialog.getByRole('radiogroup', { name: 'Причина' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByText('Оскорбление', { exact: true }).click();
    await dialog.getByRole('textbox', { name: /Пояснение/ }).fill(`грубо ${tag}`);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Жалоба отправлена. Модераторы её рассмотрят, а мы сообщим вам о решении',
    );
    await dialog.getByRole('button', { name: 'Готово' }).click();
    await expect(dialog).toHaveCount(0);

    // The moderator, in a browser of their own, finds the case by its reporter.
    const moderator = await secondPerson(browser, testInfo);
    pageErrors.watch(moderator);
    await signInAs(moderator, 'moderator');
    await moderator.goto('/reports');
    await expect(moderator.getByRole('heading', { level: 1, name: 'Жалобы' })).toBeVisible();
    const queue = moderator.getByRole('list', { name: 'Жалобы', exact: true });
    const item = queue.getByRole('listitem').filter({ hasText: reporter.username }).first();
    await expect(item).toContainText('Комментарий');
    await expect(item).toContainText('Оскорбление');
    await expect(item).toContainText(`грубо ${tag}`);
    await expectNoAxeViolations(moderator);

    // Staff's bell counts the queue (docs/product §A3.6) and leads to it.
    await moderator.getByRole('button', { name: /^Уведомления/ }).click();
    await expect(moderator.getByRole('link', { name: /Жалобы ждут разбора: \d+/ })).toHaveAttribute(
      'href',
      '/reports',
    );
    await moderator.keyboard.press('Escape');

    await item.getByRole('button', { name: /^Взять/ }).click();
    await expect(item).toContainText('Вы взяли эту жалобу');
    await item.getByRole('button', { name: /^Решить/ }).click();
    const resolve = moderator.getByRole('dialog', { name: 'Решить жалобу' });
    await resolve.getByText('Нарушения нет', { exact: true }).click();
    await resolve.getByRole('textbox', { name: /Заметка/ }).fill(`проверено ${tag}`);
    await resolve.getByRole('button', { name: 'Решить', exact: true }).click();
    await expect(moderator.getByText('Жалоба рассмотрена')).toBeVisible();
    // It leaves the open cases: the resolved tab has it, with the decision.
    await expect(queue.getByRole('listitem').filter({ hasText: reporter.username })).toHaveCount(0);
    await moderator.getByRole('tab', { name: 'Рассмотренные' }).click();
    await expect(
      queue.getByRole('listitem').filter({ hasText: reporter.username }).first(),
    ).toContainText('Решение: Нарушения нет');
    await moderator.context().close();

    // The reporter's bell tells the decision.
    await page.reload();
    const bell = page.getByRole('button', { name: /^Уведомления, \d+/ });
    await expect(bell).toBeVisible({ timeout: 10_000 });
    await bell.click();
    await expect(page.getByText('Ваша жалоба рассмотрена: нарушения нет')).toBeVisible();
  });
});
