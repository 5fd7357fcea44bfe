import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { secondPerson } from './support/second-person';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

/*
 * A moderator's words to a draft's author (docs/product §A4, ours) against the real API and the
 * seeded database, on a desktop and a mobile viewport: the moderator deletes (declines) a reader's
 * article draft with a reason, and the reader finds the decision and the reason on the draft's page.
 * Every draft carries a title of its own (project and time), so the projects do not meet.
 */

failOnPageErrors();

/** A title no other test, project or run writes. */
const uniqueTitle = (testInfo: TestInfo) =>
  `Черновик для отказа ${testInfo.project.name} ${Date.now().toString(36)}`;

/** A draft of the reader's made through the API: the page under test only shows it. */
async function draftThroughApi(page: Page, title: string): Promise<string> {
  const answer = await page.request.post('/api/postDrafts', {
    data: { section: 'common', title, body: [{ type: 'text', text: 'Текст для проверки.' }] },
  });
  if (!answer.ok()) throw new Error(`Creating a post draft failed: ${answer.status()}`);
  return ((await answer.json()) as { result: { _id: string } }).result._id;
}

test('a moderator deletes a reader’s article draft with a reason; the reader reads it on the draft', async ({
  page,
  browser,
}, testInfo) => {
  const title = uniqueTitle(testInfo);
  const reason = `Статья не о новеллах ${testInfo.project.name}`;
  await signInAs(page, 'reader');
  const id = await draftThroughApi(page, title);

  const moderator = await secondPerson(browser, testInfo);
  const { username: moderatorName } = await signInAs(moderator, 'moderator');
  await moderator.goto(`/postDrafts/${id}`);
  await expect(moderator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await moderator
    .getByRole('group', { name: 'Действия с черновиком' })
    .getByRole('button', { name: 'Удалить', exact: true })
    .click();
  const dialog = moderator.getByRole('dialog', { name: `Удалить черновик «${title}»?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Причина для автора' }).fill(reason);
  await expectNoAxeViolations(moderator, { tags: WCAG_TAGS });
  const answered = moderator.waitForResponse((answer) =>
    answer.url().includes(`/api/postDrafts/${id}/status`),
  );
  await dialog.getByRole('button', { name: 'Удалить', exact: true }).click();
  expect((await answered).ok()).toBe(true);
  await expect(dialog).toBeHidden();
  await expect(moderator.getByRole('button', { name: 'Востановить' })).toBeVisible();
  await moderator.context().close();

  await page.goto(`/postDrafts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Решение модератора' });
  await expect(decision.getByRole('link', { name: moderatorName })).toBeVisible();
  await expect(decision).toContainText(`Причина: ${reason}`);
  await expect(page.getByText('Удалено')).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_TAGS });
});
