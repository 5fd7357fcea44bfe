import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, WCAG_TAGS } from './support/checks';
import { expect, test } from './support/test';
import { secondPerson } from './support/second-person';
import { signInAs, signUpFreshUser } from './support/session';
import { tabTo } from './support/keyboard';

/**
 * A tag's row on /filters as its text reads: the name, its «спойлер» mark if it has one, and the
 * «Спойлер» switch (docs/product §A5.6).
 */
const rowOf = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(спойлер)?Спойлер$`);

/*
 * The staff screens (docs/product §2.2 /filters and /users, §6), against the real API and the
 * seeded database, on a desktop and a mobile viewport. The database is shared with every other spec
 * running at the same time, so these tests change only what they made themselves: a tag of a project
 * of their own, a user they signed up.
 */

/** Keeps this test's names apart from every other run's, project and retry. */
const stampOf = (testInfo: TestInfo) =>
  `${Date.now().toString(36)}${testInfo.project.name[0]}${testInfo.workerIndex}${testInfo.retry}`;

/**
 * A project of the test's own carrying a tag no one else has: the tag comes into being when the
 * project's draft is applied (the API adds a draft's new values to the vocabulary, docs/product §5), which
 * a moderator may do at once. Answers the project's address and the tag's name.
 */
async function projectWithNewTag(
  page: Page,
  stamp: string,
): Promise<{ path: string; tag: string }> {
  const tag = `Метка ${stamp}`;
  const url = `staff-${stamp.toLowerCase()}`;
  const made = await page.request.post('/api/drafts/novels', {
    data: { value: { name: `Проект с меткой ${stamp}`, url, tags: [{ value: tag }] } },
  });
  if (!made.ok())
    throw new Error(`Creating the draft failed: ${made.status()} ${await made.text()}`);
  const draftId = ((await made.json()) as { result: { _id: string } }).result._id;
  const applied = await page.request.put(`/api/drafts/${draftId}/status`, {
    data: { status: 'applied' },
  });
  if (!applied.ok()) throw new Error(`Applying the draft failed: ${applied.status()}`);
  return { path: `/novels/${encodeURIComponent(url)}`, tag };
}

/** The catalogue's filter panel suggests a tag when its name is typed. */
async function tagSuggestions(page: Page, text: string) {
  const field = page.getByRole('combobox', { name: 'Теги', exact: true });
  const suggestions = page.getByRole('listbox');
  // Typed before the panel's vocabularies arrive, the text finds nothing and the list stays shut
  // (a person types on); so the text is typed again until the list opens.
  await expect(async () => {
    await field.fill('');
    await field.fill(text);
    await expect(suggestions).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return suggestions;
}

const tagList = (page: Page) => page.getByRole('list', { name: 'Теги' });

test.describe('/filters', () => {
  test('a moderator renames a tag; the catalogue’s filters and the project page show it at once', async ({
    page,
  }, testInfo) => {
    const stamp = stampOf(testInfo);
    await signInAs(page, 'moderator');
    const project = await projectWithNewTag(page, stamp);
    const renamed = `Ярлык ${stamp}`;

    // The catalogue's filter panel knows the tag (and keeps the vocabularies in its cache).
    await page.goto('/novels');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await expect(await tagSuggestions(page, stamp)).toContainText(project.tag);
    // The open suggestions hide the rest of the page from assistive technology; Escape closes them.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    // To /filters through the menu, as staff go there: the same page, its cache still warm.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Фильтры' }).click();
    await expect(page).toHaveURL('/filters');
    await expect(page).toHaveTitle(/^Фильтры/);
    await page.getByRole('tab', { name: 'Теги' }).click();
    await page.getByRole('searchbox', { name: 'Найти: теги' }).fill(stamp);
    await expect(tagList(page).getByRole('listitem')).toHaveText([rowOf(project.tag)]);
    await page.getByRole('button', { name: `Переименовать тег «${project.tag}»` }).click();
    await page
      .getByRole('textbox', { name: `Новое название вместо «${project.tag}»` })
      .fill(renamed);
    const answered = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().includes('/api/tags/'),
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByText('Тег переименован')).toBeVisible();
    await expect(tagList(page).getByRole('listitem')).toHaveText([rowOf(renamed)]);

    // Back in the catalogue without a reload: the panel suggests the new name, not the old.
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/novels');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const suggestions = await tagSuggestions(page, stamp);
    await expect(suggestions).toContainText(renamed);
    await expect(suggestions).not.toContainText(project.tag);

    // The project page names its tag by the new name.
    await page.goto(project.path);
    await expect(page.getByText(renamed, { exact: true })).toBeVisible();
    await expect(page.getByText(project.tag, { exact: true })).toHaveCount(0);
  });

  test('a rename with the keyboard alone (Tab, Enter, typing)', async ({ page }, testInfo) => {
    const stamp = stampOf(testInfo);
    await signInAs(page, 'moderator');
    const { tag } = await projectWithNewTag(page, stamp);
    const renamed = `Клавиатура ${stamp}`;

    await page.goto('/filters?kind=tags');
    const search = page.getByRole('searchbox', { name: 'Найти: теги' });
    await expect(search).toBeVisible();
    await tabTo(page, search, 40);
    await page.keyboard.type(stamp);
    await expect(tagList(page).getByRole('listitem')).toHaveText([rowOf(tag)]);

    // On to the row's rename button, open the form: the name is selected, typing replaces it.
    const renameButton = page.getByRole('button', { name: `Переименовать тег «${tag}»` });
    await tabTo(page, renameButton, 5);
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: `Новое название вместо «${tag}»` });
    await expect(field).toBeFocused();
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Тег переименован')).toBeVisible();
    await expect(tagList(page).getByRole('listitem')).toHaveText([rowOf(renamed)]);
    // The focus is back where it was, on the row's (renamed) button.
    await expect(
      page.getByRole('button', { name: `Переименовать тег «${renamed}»` }),
    ).toBeFocused();
    const filters = (await (await page.request.get('/api/filters')).json()) as {
      result: { tags: { value: string }[] };
    };
    expect(filters.result.tags.map((entry) => entry.value)).toContain(renamed);
  });

  test('a moderator deletes a tag after the confirmation', async ({ page }, testInfo) => {
    const stamp = stampOf(testInfo);
    await signInAs(page, 'moderator');
    const project = await projectWithNewTag(page, stamp);
    await page.goto(`/filters?kind=tags&search=${encodeURIComponent(stamp)}`);
    await page.getByRole('button', { name: `Удалить тег «${project.tag}»` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Удалить тег «${project.tag}»?` });
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(page.getByText('Тег удалён')).toBeVisible();
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    await page.goto(project.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(stamp);
    await expect(page.getByText(project.tag, { exact: true })).toHaveCount(0);
  });

  test('axe finds no violations on /filters, the rename form open', async ({ page }, testInfo) => {
    const stamp = stampOf(testInfo);
    await signInAs(page, 'moderator');
    const { tag } = await projectWithNewTag(page, stamp);
    await page.goto(`/filters?kind=tags&search=${encodeURIComponent(stamp)}`);
    await expect(tagList(page).getByRole('listitem')).toHaveText([rowOf(tag)]);
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    await page.getByRole('button', { name: `Переименовать тег «${tag}»` }).click();
    await expect(
      page.getByRole('textbox', { name: `Новое название вместо «${tag}»` }),
    ).toBeFocused();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});

test.describe('/users', () => {
  test('an administrator removes a user, who is gone from the list', async ({
    page,
    browser,
  }, testInfo) => {
    // The user signs up in a browser of their own; the administrator's session stays in `page`.
    const newcomerPage = await secondPerson(browser, testInfo);
    const newcomer = await signUpFreshUser(
      newcomerPage,
      `u${testInfo.project.name[0]}${testInfo.retry}`,
    );
    await newcomerPage.context().close();
    await signInAs(page, 'admin');

    await page.goto('/users');
    await expect(page).toHaveTitle(/^Пользователи/);
    await page.getByRole('searchbox', { name: 'Найти пользователя' }).fill(newcomer.username);
    await expect(page).toHaveURL(`/users?search=${newcomer.username}`);
    const list = page.getByRole('list', { name: 'Пользователи' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('link', { name: newcomer.username })).toHaveAttribute(
      'href',
      `/profile/${newcomer.username}`,
    );
    await list.getByRole('button', { name: `Удалить пользователя ${newcomer.username}` }).click();
    const dialog = page.getByRole('alertdialog', {
      name: `Удалить пользователя ${newcomer.username}?`,
    });
    await dialog.getByRole('button', { name: 'Да' }).click();
    await expect(page.getByText('Пользователь удалён')).toBeVisible();
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    // Gone for the API too, not only from this screen.
    await page.reload();
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
  });

  test('a moderator sorts by name, the direction in the address, without remove buttons', async ({
    page,
  }) => {
    await signInAs(page, 'moderator');
    await page.goto('/users');
    const list = page.getByRole('list', { name: 'Пользователи' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Удалить пользователя/ })).toHaveCount(0);
    const sorted = page.waitForResponse(
      (answer) => answer.url().includes('/api/users?') && answer.url().includes('sortBy=username'),
    );
    await page.getByRole('button', { name: 'По имени' }).click();
    await expect(page).toHaveURL('/users?sort=name');
    // §4: the name direction is inverted when sent; the list reads А→Я and the bar says so.
    expect(new URL((await sorted).url()).searchParams.get('direction')).toBe('asc');
    await expect(page.getByRole('button', { name: 'По имени, по возрастанию' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('axe finds no violations on /users with the administrator’s buttons', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/users');
    await expect(page.getByRole('button', { name: /^Удалить пользователя/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});

test.describe('the staff screens for everyone else', () => {
  for (const who of ['reader', 'guest'] as const) {
    test(`a ${who} who types the address gets the not-found page`, async ({ page }) => {
      if (who === 'reader') await signInAs(page, 'reader');
      for (const path of ['/filters', '/users']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
        await expect(page).toHaveTitle(/^Страница не найдена/);
        await expect(page.getByRole('heading', { name: /^(Фильтры|Пользователи)$/ })).toHaveCount(
          0,
        );
      }
    });
  }
});
