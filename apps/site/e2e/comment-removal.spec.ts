import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { secondPerson } from './support/second-person';
import { byViewport, postComment, projectPath, seedProject, tagOf } from './support/seed-projects';
import { signInAs, signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * A comment removed by a moderator (docs/product §A2.10, ours) against the real API and the seeded
 * database, on a desktop and a mobile viewport: the demo moderator removes a reader's comment on a
 * project page; a guest reads «Комментарий удален модератором» there, follows «запись в журнале» and
 * lands on the moderation log's entry (§A2.9), which also opens from the link itself, rendered on
 * the server. The reader is an account of the test's own.
 */

test.describe('a comment removed by a moderator', () => {
  const pageErrors = failOnPageErrors();

  test('a moderator removes a reader’s comment; a guest reads who removed it and follows the link to the log’s entry', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    const reader = await signUpFreshUser(page, `rm${tag}`);
    // A project of its own for each viewport; the test finds its comment by its id.
    const project = await seedProject(page, byViewport(testInfo, { desktop: 8, mobile: 9 }));
    const words = `Слова, которые снимут ${tag} ${Date.now()}`;
    const commentId = await postComment(page, {
      content: words,
      source: project._id,
      sourceType: 'game',
    });
    // A reply keeps it on the page, removed (docs/product §4 Comments).
    const reply = `Ответ остаётся ${tag} ${Date.now()}`;
    await postComment(page, {
      content: reply,
      source: project._id,
      sourceType: 'game',
      parent: commentId,
    });

    // The moderator, in a browser of their own, removes it from the project page.
    const moderator = await secondPerson(browser, testInfo);
    pageErrors.watch(moderator);
    await signInAs(moderator, 'moderator');
    await moderator.goto(projectPath(project));
    const removed = moderator.locator(`article[id="${commentId}"]`);
    await expect(removed).toContainText(words);
    await removed.getByRole('button', { name: 'Удалить' }).first().click();
    const dialog = moderator.getByRole('alertdialog');
    await expect(dialog).toContainText('Удалить комментарий?');
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(removed.getByText('Комментарий удален модератором')).toBeVisible();
    await expect(removed).not.toContainText(words);
    await moderator.context().close();

    // A guest, in a browser of their own, reads it on the project page.
    const guest = await secondPerson(browser, testInfo);
    pageErrors.watch(guest);
    await guest.goto(projectPath(project));
    const shown = guest.locator(`article[id="${commentId}"]`);
    await expect(shown.getByText('Комментарий удален модератором')).toBeVisible();
    await expect(shown).not.toContainText(words);
    await expect(shown.getByRole('group', { name: 'Ответы' })).toContainText(reply);
    const link = shown.getByRole('link', { name: 'запись в журнале' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/log\?entry=[0-9a-f]{24}#log-[0-9a-f]{24}$/);
    const entryId = /entry=([0-9a-f]{24})/.exec(href ?? '')?.[1] ?? '';

    // The link leads to the log's page holding the entry, marked and focused.
    await link.click();
    await expect(guest).toHaveURL(href!);
    await expect(guest.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeVisible();
    const entry = guest.locator(`li[id="log-${entryId}"]`);
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toBeFocused();
    await expect(entry).toBeInViewport();
    await expect(entry).toContainText('Снятие комментария');
    await expect(entry).toContainText(`Комментарий пользователя ${reader.username}`);
    await expect(entry.getByRole('link', { name: 'DemoModerator' })).toBeVisible();
    await expect(guest.getByText(words)).toHaveCount(0);
    await expectNoAxeViolations(guest);

    // The same address opened from outside: rendered on the server with the entry's page, so the
    // browser asks the log for nothing more once it has hydrated.
    const asked: string[] = [];
    guest.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/moderationLog')) {
        asked.push(request.url());
      }
    });
    await guest.goto(href!, { waitUntil: 'networkidle' });
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(entry).toBeFocused();
    await expect(entry).toBeInViewport();
    expect(asked).toEqual([]);
    await guest.context().close();
  });
});
