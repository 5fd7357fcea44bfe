import { expectNoAxeViolations } from './support/checks';
import { expect, test } from './support/test';
import { secondPerson } from './support/second-person';
import { signInAs, signUpFreshUser } from './support/session';

/*
 * The moderation log (docs/product §2.2 /log; its public lines, §A2.9) against the real API and the seeded database, on
 * a desktop and a mobile viewport. The user banned here is the test's own, signed up for it.
 */

const pathName = (username: string) => encodeURIComponent(username.replaceAll('.', '\u2024'));

test.describe('the moderation log', () => {
  test('shows a reader and a guest the public lines, never the staff’s sentences', async ({
    page,
  }) => {
    for (const who of ['guest', 'reader'] as const) {
      if (who === 'reader') await signInAs(page, 'reader');
      await page.goto('/log');
      await expect(page.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
      await expect(page.getByText('Что сделали модераторы')).toBeVisible();
    }
  });

  test('shows a moderator a ban they just made at the top, linking to the banned user', async ({
    page,
  }, testInfo) => {
    const banned = await signUpFreshUser(
      page,
      `${testInfo.project.name[0]}${testInfo.workerIndex}${testInfo.retry}l`,
    );
    await signInAs(page, 'moderator');
    await page.goto(`/profile/${pathName(banned.username)}`);
    const header = page.getByRole('region', { name: banned.username, exact: true });
    await header.getByRole('button', { name: 'Забанить' }).click();
    const dialog = page.getByRole('dialog', { name: `Забанить пользователя ${banned.username}` });
    await dialog.getByRole('textbox', { name: 'Причина' }).fill('Проверка журнала');
    await dialog.getByText('1 час', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Забанить' }).click();
    await expect(page.getByText('Пользователь забанен')).toBeVisible();

    // The drawer leads there.
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Журнал модерации' }).click();
    await expect(page).toHaveURL('/log');
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeVisible();

    const entries = page.getByRole('list', { name: 'Журнал модерации' }).getByRole('listitem');
    const ours = entries.filter({ hasText: `бан ${banned.username} ` });
    await expect(ours).toHaveCount(1);
    await expect(ours).toContainText('Бан');
    await expect(ours).toContainText('Проверка журнала');
    await expect(ours.getByRole('link', { name: 'DemoModerator' })).toBeVisible();
    // Newest first: tests beside this one may log an action or two meanwhile, no more.
    const position = await entries.evaluateAll(
      (items, name) => items.findIndex((item) => item.textContent?.includes(`бан ${name} `)),
      banned.username,
    );
    expect(position).toBeGreaterThanOrEqual(0);
    expect(position).toBeLessThan(3);

    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await ours.getByRole('link', { name: banned.username, exact: true }).click();
    await expect(page).toHaveURL(`/profile/${pathName(banned.username)}`);
    await expect(page.getByRole('region', { name: banned.username, exact: true })).toBeVisible();
  });

  test('shows everyone the public log: a sanction with its terms, never the moderators’ note', async ({
    page,
    browser,
  }, testInfo) => {
    const sanctioned = await signUpFreshUser(
      page,
      `${testInfo.project.name[0]}${testInfo.workerIndex}${testInfo.retry}p`,
    );
    await signInAs(page, 'moderator');
    const given = await page.request.post(`/api/profile/${sanctioned.id}/sanctions`, {
      data: {
        scope: 'messages',
        rule: 'spam',
        publicReason: 'Рассылка рекламы',
        privateNote: 'Заметка только для модераторов',
        duration: 'day',
      },
    });
    expect(given.ok()).toBe(true);

    // A guest, in a browser of their own, finds it from the menu.
    const guest = await secondPerson(browser, testInfo);
    await guest.goto('/');
    await guest.getByRole('button', { name: 'Открыть меню' }).click();
    await guest.getByRole('dialog').getByRole('link', { name: 'Журнал модерации' }).click();
    await expect(guest).toHaveURL('/log');
    const entries = guest.getByRole('list', { name: 'Журнал модерации' }).getByRole('listitem');
    const ours = entries.filter({ hasText: sanctioned.username });
    await expect(ours).toHaveCount(1);
    await expect(ours).toContainText('Ограничение');
    await expect(ours).toContainText('Личные сообщения');
    await expect(ours).toContainText('правило: Спам и реклама: Рассылка рекламы');
    await expect(ours.getByRole('link', { name: 'DemoModerator' })).toBeVisible();
    await expect(guest.getByText('Заметка только для модераторов')).toHaveCount(0);
    await expectNoAxeViolations(guest);

    await ours.getByRole('link', { name: sanctioned.username, exact: true }).click();
    await expect(guest).toHaveURL(`/profile/${pathName(sanctioned.username)}`);
    await guest.context().close();
  });
});
