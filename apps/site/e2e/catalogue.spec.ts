import { type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_TAGS } from './support/checks';
import { bottomSearchToggle, isMobile, openSearchBox, visibleSearchBox } from './support/search';
import { expect, test } from './support/test';
import { cardNamesFromApi, signInAs } from './support/session';
import { tabTo } from './support/keyboard';

/*
 * The catalogue as readers use it (docs/product §2.1, §2.2): the main page, /novels and /games
 * with sort, filters, presets, paging and search, all of it in the address. Runs on a desktop and a
 * mobile viewport against the seeded database.
 */

const grid = (page: Page, name = 'Визуальные новеллы') => page.getByRole('list', { name });
/** The project names on the cards, in order (a card's first line is its name). */
const cardNames = async (page: Page, name?: string) =>
  (await grid(page, name).getByRole('link').allInnerTexts()).map((text) =>
    text.split('\n')[0]!.trim(),
  );
const card = (page: Page, projectName: string) =>
  grid(page).getByRole('link', { name: new RegExp(`^${projectName}`) });

/**
 * Hides a main page block through its menu. The page changes at once and the setting is written
 * behind it; a reload before the write lands would cancel it, so this waits for the answer.
 */
async function hideBlock(page: Page, block: Locator, menu: Locator) {
  await menu.click();
  const settingSaved = page.waitForResponse(
    (response) => response.url().endsWith('/api/userSettings') && response.ok(),
  );
  await page.getByRole('menuitemradio', { name: 'Скрыть' }).click();
  await expect(block.getByRole('listitem')).toHaveCount(0);
  await settingSaved;
}

async function search(page: Page, text: string) {
  const box = await openSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
}

test.describe('the catalogue', () => {
  test('/novels shows the first 30 cards, newest first, each a real link', async ({
    page,
    request,
  }) => {
    await page.goto('/novels');
    await expect(page).toHaveTitle(/^Визуальные новеллы — /);
    const expected = await cardNamesFromApi(request, { section: 'novel' });
    await expect(grid(page).getByRole('listitem')).toHaveCount(30);
    expect(await cardNames(page)).toEqual(expected.names);
    const firstCard = grid(page).getByRole('link').first();
    await expect(firstCard).toHaveAttribute('href', /^\/novels\/[^/]+$/);
  });

  test('sorting and paging live in the address, and back and forward replay them', async ({
    page,
    request,
  }) => {
    await page.goto('/novels');
    await page.getByRole('button', { name: /По названию/ }).click();
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    const byName = await cardNamesFromApi(request, {
      section: 'novel',
      sortBy: 'name',
      direction: 'desc',
    });
    await expect.poll(() => cardNames(page)).toEqual(byName.names);

    await page
      .getByRole('navigation', { name: 'Страницы', exact: true })
      .getByRole('button', { name: 'Следующая страница' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const secondPage = await cardNamesFromApi(request, {
      section: 'novel',
      sortBy: 'name',
      direction: 'desc',
      page: '1',
    });
    await expect.poll(() => cardNames(page)).toEqual(secondPage.names);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(byName.names);
    await page.goForward();
    await expect.poll(() => cardNames(page)).toEqual(secondPage.names);
    // A shared link reproduces the view.
    await page.goto(page.url());
    await expect.poll(() => cardNames(page)).toEqual(secondPage.names);
  });

  test('a platform filter narrows the list and stays in the address', async ({ page, request }) => {
    const filters = (await (await request.get('/api/filters')).json()) as {
      result: { platforms: { value: string }[] };
    };
    const platform = filters.result.platforms[0]!.value;
    await page.goto('/novels');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${platform}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`platforms=${encodeURIComponent(platform)}`));
    const expected = await cardNamesFromApi(request, { section: 'novel', platforms: platform });
    await expect.poll(() => cardNames(page)).toEqual(expected.names);
    // Reloading the address opens the panel with the filter still on.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: platform, exact: true })).toBeChecked();
  });

  test('a translation threshold and the progress sort narrow and order the list, kept in the address', async ({
    page,
    request,
  }) => {
    await page.goto('/novels');
    const everything = await cardNamesFromApi(request, { section: 'novel' });
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('button', { name: /Прогресс перевода/ }).click();
    await page.getByRole('option', { name: 'От 50 %' }).click();
    await expect(page).toHaveURL(/[?&]progress=50(&|$)/);
    const halfway = await cardNamesFromApi(request, {
      section: 'novel',
      translationProgress: '50',
    });
    expect(halfway.count).toBeGreaterThan(0);
    expect(halfway.count).toBeLessThan(everything.count);
    await expect.poll(() => cardNames(page)).toEqual(halfway.names);

    // Least complete first: the unfinished ones lead, each card saying how far it has come.
    // The second press flips the direction only once the first has chosen the key; pressed twice
    // at once, both can land on the not-yet-chosen button.
    const progressSort = page.getByRole('button', { name: /По прогрессу перевода/ });
    await progressSort.click();
    await expect(progressSort).toHaveAttribute('aria-pressed', 'true');
    await expect(progressSort).toHaveAccessibleName(/по убыванию/);
    await progressSort.click();
    await expect(progressSort).toHaveAccessibleName(/по возрастанию/);
    await expect(page).toHaveURL(/[?&]sort=translationProgress&order=asc(&|$)/);
    const ascending = await cardNamesFromApi(request, {
      section: 'novel',
      translationProgress: '50',
      sortBy: 'translationProgress',
      direction: 'asc',
    });
    await expect.poll(() => cardNames(page)).toEqual(ascending.names);
    await expect(grid(page).getByRole('link').first()).toHaveAccessibleName(
      /Перевод: [^,]+, (5\d|6\d|7\d|8\d|9\d)\u00a0%/,
    );
    // A shared link opens the same view, the panel open with the threshold chosen.
    await page.goto(page.url());
    await expect(page.getByRole('button', { name: /Прогресс перевода/ })).toContainText('От 50 %');
    await expect.poll(() => cardNames(page)).toEqual(ascending.names);
  });

  for (const [alphabet, text, expectedName] of [
    ['Cyrillic', 'кошка', 'Кошка храма'],
    ['Latin', 'academy', 'Academy of the Moon'],
  ] as const) {
    test(`the global search finds projects by ${alphabet} text in every section`, async ({
      page,
    }) => {
      await page.goto('/games?section=rpgmaker');
      await search(page, text);
      await expect(page).toHaveURL(new RegExp(`/novels\\?.*section=all`));
      await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text)}`));
      await expect(card(page, expectedName)).toBeVisible();
    });
  }

  test('a link to the last sort opens with its key in view; on a phone the keys are one row', async ({
    page,
  }) => {
    await page.goto('/novels?sort=translationUpdatedAt');
    const keys = page.getByRole('group', { name: 'Сортировка' });
    const pressed = keys.getByRole('button', { name: /По обновлению перевода, по убыванию/ });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toBeInViewport({ ratio: 1 });
    if (isMobile(page)) {
      // Seven keys wrapped into four rows pushed the first card off a 375 px screen.
      const row = await keys.boundingBox();
      const key = await pressed.boundingBox();
      expect(row && key && row.height).toBeLessThan((key?.height ?? 0) * 2);
      await expect(grid(page).getByRole('link').first()).toBeInViewport();
    }
    // Tab walks the keys, each wholly in view when it has the focus.
    const all = keys.getByRole('button');
    await all.first().focus();
    for (let index = 0; index < (await all.count()); index += 1) {
      if (index > 0) await page.keyboard.press('Tab');
      await expect(all.nth(index)).toBeFocused();
      await expect(all.nth(index)).toBeInViewport({ ratio: 1 });
    }
  });

  test('an empty result says so', async ({ page }) => {
    await page.goto('/novels?search=zzzz-нет-такого');
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
  });

  test('ctrl-click on a card opens the project in a new tab', async ({ page, context }) => {
    await page.goto('/novels');
    const first = grid(page).getByRole('link').first();
    const href = await first.getAttribute('href');
    const opened = context.waitForEvent('page');
    // Below the poster, on the card's text, where a reader clicks: a poster marked by another test
    // is veiled, and a click on the veil shows the picture instead of following the link.
    const size = (await first.boundingBox())!;
    await first.click({
      modifiers: ['ControlOrMeta'],
      position: { x: size.width / 2, y: size.height - 4 },
    });
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${href}$`));
    await expect(page).toHaveURL(/\/novels$/);
  });

  test('the side menu lands on the filtered views', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Метроидвании' }).click();
    await expect(page).toHaveURL(/\/games\?section=metroidvania$/);
    await expect(page.getByRole('tab', { name: 'Метроидвании' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Рейтинг' }).click();
    await expect(page).toHaveURL(/\/novels\?sort=mixRating$/);
    await expect(page.getByRole('button', { name: /По рейтингу/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('/games shows the section tabs of §2.2', async ({ page }) => {
    await page.goto('/games');
    await expect(page).toHaveTitle(/^Аниме игры — /);
    await expect(page.getByRole('tab')).toHaveText([
      'Аниме игры',
      'RPG Maker',
      'Пошаговые стратегии',
      'Метроидвании',
      'Без категории',
      'Машинный перевод',
      'Все',
    ]);
    await page.getByRole('tab', { name: 'RPG Maker' }).click();
    await expect(page).toHaveURL(/\/games\?section=rpgmaker$/);
  });
});

test.describe('presets and the main page of a signed-in reader', () => {
  // Desktop and mobile run at once: each uses its own account, so their settings do not cross.
  const accountOf = (project: string): 'moderator' | 'reader' =>
    project === 'mobile' ? 'moderator' : 'reader';

  test('saves a preset to the account and applies it later', async ({ page }, testInfo) => {
    await signInAs(page, accountOf(testInfo.project.name));
    const name = `Метроидвании по имени ${Date.now()}`;
    await page.goto('/novels?sort=name&order=asc');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('button', { name: 'Сохранить пресет' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Название' }).fill(name);
    // The list on screen changes at once and the account is written behind it (presets.ts): the
    // server's copy is read once its answer is in, not as soon as the dialog closes.
    const stored = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/presets' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await stored).ok()).toBe(true);

    // Kept by the server: a fresh load of the account has it.
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      result: { user: { presets: { name: string; filters: { sort: { sortBy: string } } }[] } };
    };
    const saved = settings.result.user.presets.find((preset) => preset.name === name);
    expect(saved?.filters.sort.sortBy).toBe('name');

    await page.goto('/novels');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('button', { name: /Пресет/ }).click();
    await page.getByRole('option', { name }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page).toHaveURL(/order=asc/);
  });

  test('hides a main page block and shows it again, saved in the settings', async ({
    page,
  }, testInfo) => {
    await signInAs(page, accountOf(testInfo.project.name));
    await page.goto('/');
    const block = page.getByRole('region', { name: 'Лучшие' });
    await expect(block.getByRole('listitem')).toHaveCount(5);
    await hideBlock(page, block, block.getByRole('button', { name: 'Настроить блок «Лучшие»' }));
    await page.reload();
    await expect(block.getByRole('listitem')).toHaveCount(0);
    await block.getByRole('button', { name: 'Настроить блок «Лучшие»' }).click();
    await page.getByRole('menuitemradio', { name: '10', exact: true }).click();
    await expect(block.getByRole('listitem')).toHaveCount(10);
    await block.getByRole('button', { name: 'Настроить блок «Лучшие»' }).click();
    await page.getByRole('menuitemradio', { name: '5', exact: true }).click();
    await expect(block.getByRole('listitem')).toHaveCount(5);

    // The machine-translation block has its own menu and setting.
    const ai = page.getByRole('region', { name: 'Машинный перевод' });
    const aiMenu = ai.getByRole('button', { name: 'Настроить блок «Машинный перевод»' });
    await hideBlock(page, ai, aiMenu);
    await page.reload();
    await expect(ai.getByRole('listitem')).toHaveCount(0);
    await expect(block.getByRole('listitem')).toHaveCount(5);
    await aiMenu.click();
    await page.getByRole('menuitemradio', { name: '5', exact: true }).click();
    await expect(ai.getByRole('listitem')).not.toHaveCount(0);
  });

  test('a guest sees no block size menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Лучшие' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('button', { name: /Настроить блок/ })).toHaveCount(0);
  });
});

test.describe('accessibility of the catalogue', () => {
  for (const path of ['/', '/novels', '/games?section=all', '/no/such/page']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    });
  }

  test('axe finds no violations with the filter panel open, signed in', async ({ page }) => {
    await signInAs(page, 'reader');
    await page.goto('/novels');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await expect(page.getByRole('group', { name: 'Пресеты' })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });

  test('keyboard only: search, open a result, come back', async ({ page }) => {
    await page.goto('/');
    const focused = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => element === document.activeElement);
    if (isMobile(page)) {
      // On a phone the search box opens from the bottom navigation.
      const toggle = bottomSearchToggle(page);
      // The bottom navigation comes after every card of the main page (and the veil buttons of
      // marked posters other tests add), so allow for many stops on the way.
      for (let presses = 0; presses < 200 && !(await focused(toggle)); presses++) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
    }
    const searchBox = visibleSearchBox(page);
    // The page is asked what has the focus, not an element found before: the box becomes the
    // suggesting one (its code loads once the reader reaches it) and the focus moves along with it.
    const searchBoxFocused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return (
          element?.getAttribute('role') === 'combobox' &&
          element.getAttribute('aria-label') === 'Поиск'
        );
      });
    for (let presses = 0; presses < 20 && !(await searchBoxFocused()); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(searchBox).toBeFocused();
    await page.keyboard.type('academy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=academy/);
    const card = grid(page).getByRole('link', { name: /Academy of the Moon/ });
    await expect(card).toBeVisible();
    await tabTo(page, card, 40);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/novels\/[^/?]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/search=academy/);
  });

  test('the footer is left out on /messages', async ({ page }) => {
    // A reader's: a guest on /messages is sent to /login, which has the footer.
    await signInAs(page, 'reader');
    await page.goto('/novels');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Сообщения' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
