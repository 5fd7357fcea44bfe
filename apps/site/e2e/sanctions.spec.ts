import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { writeInto } from './support/editor';
import { freshContact, secondPerson } from './support/second-person';
import { byViewport, projectPath, seedProject, tagOf } from './support/seed-projects';
import { signInAs, signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * Sanctions (docs/product §A2, ours; ADR 0015) against the real API and the seeded database, on a
 * desktop and a mobile viewport: the demo moderator restricts a reader's comments on the reader's
 * profile, the reader meets the sanction's text where the comment box was and can still write
 * messages, and the lift gives the box back. The reader is an account of the test's own, not the
 * demo reader: the specs running beside this one comment as the demo reader, and a sanction on it
 * would refuse them.
 */

/** Usernames in paths: dots swapped for U+2024, then URL-encoded (docs/product §2.2). */
const profilePath = (username: string) =>
  `/profile/${encodeURIComponent(username.replaceAll('.', '\u2024'))}`;

const commentBox = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Комментарий', exact: true });

/** Chooses an option of a select of the form, found by its label. */
async function choose(page: Page, form: Locator, label: RegExp, option: string): Promise<void> {
  await form.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('sanctions', () => {
  const pageErrors = failOnPageErrors();

  test('a moderator restricts comments for an hour; the reader is told where the box was, still writes messages, and comments again once it is lifted', async ({
    page,
    browser,
  }, testInfo) => {
    const tag = tagOf(testInfo);
    const reader = await signUpFreshUser(page, `sn${tag}`);
    const contact = await freshContact(browser, testInfo, `sc${tag}`);
    // A project of its own for each viewport; the test finds its own comment by its unique text.
    const project = await seedProject(page, byViewport(testInfo, { desktop: 4, mobile: 5 }));
    await page.goto(projectPath(project));
    await expect(commentBox(page)).toBeVisible();

    // The moderator, in a browser of their own, on the reader's profile.
    const moderator = await secondPerson(browser, testInfo);
    pageErrors.watch(moderator);
    await signInAs(moderator, 'moderator');
    await moderator.goto(profilePath(reader.username));
    await moderator.getByRole('button', { name: 'Ограничить', exact: true }).click();
    const form = moderator.getByRole('form', { name: 'Ограничить пользователя' });
    await expect(form).toBeVisible();
    await expect(moderator.getByText('Ограничений не было')).toBeVisible();

    await choose(moderator, form, /Что ограничить/, 'Комментарии');
    // A first offence: the history suggests a warning, preselected.
    await expect(form.getByText('Предложено по истории: Предупреждение')).toBeVisible();
    await expect(form.getByRole('button', { name: /Срок/ })).toContainText('Предупреждение');
    await expectNoAxeViolations(moderator);

    const reason = `спам ссылками ${tag}`;
    await choose(moderator, form, /Срок/, '1 час');
    await choose(moderator, form, /Нарушенное правило/, 'Спам и реклама');
    await form.getByRole('textbox', { name: /^Причина/ }).fill(reason);
    await form.getByRole('textbox', { name: /Заметка для модераторов/ }).fill('после жалоб');
    await form.getByRole('button', { name: 'Ограничить', exact: true }).click();
    await expect(moderator.getByText('Ограничение выдано')).toBeVisible();
    const history = moderator.getByRole('list', { name: 'История ограничений' });
    await expect(history).toContainText('Действует');
    await expect(history).toContainText(`Причина: ${reason}`);
    await expect(history).toContainText('Заметка для модераторов: после жалоб');

    // A guest reads it on the public log: who, what, why — not the moderators' note.
    const guest = await secondPerson(browser, testInfo);
    pageErrors.watch(guest);
    await guest.goto('/log');
    const line = guest.getByRole('listitem').filter({ hasText: reader.username }).first();
    await expect(line).toContainText(reason);
    await expect(guest.getByText('после жалоб')).toHaveCount(0);
    await expectNoAxeViolations(guest);
    await guest.context().close();

    // The reader's session carries the sanction: the box gives way to its text.
    await page.reload();
    const notice = page
      .getByRole('note')
      .filter({ hasText: /^Вы не можете писать комментарии до \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/ });
    await expect(notice).toContainText(`, причина: ${reason}`);
    await expect(commentBox(page)).toHaveCount(0);

    // Messages are not comments: the composer still sends.
    await page.goto(`/messages?user=${contact.id}`);
    const message = `Сообщение под ограничением ${tag} ${Date.now()}`;
    await writeInto(
      page.getByRole('textbox', { name: `Сообщение для ${contact.username}` }),
      message,
    );
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(
      page.getByRole('log', { name: `Переписка с ${contact.username}` }).getByText(message),
    ).toBeVisible();

    // The moderator lifts it, with a reason.
    await moderator.getByRole('button', { name: /^Снять ограничение «Комментарии/ }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Снять ограничение' });
    await dialog.getByRole('textbox', { name: 'Причина снятия' }).fill('разобрались');
    await dialog.getByRole('button', { name: 'Снять', exact: true }).click();
    await expect(moderator.getByText('Ограничение снято')).toBeVisible();
    await expect(history).toContainText('Снято: разобрались');
    await moderator.context().close();

    // After a reload the reader comments again.
    await page.goto(projectPath(project));
    await page.reload();
    const text = `Снова могу ${tag} ${Date.now()}`;
    await writeInto(commentBox(page), text);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.locator('article[id]').filter({ hasText: text }).last()).toBeVisible();
  });
});
