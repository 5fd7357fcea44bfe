import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_TAGS } from './support/checks';
import { isMobile, openSearchBox } from './support/search';
import { expect, test } from './support/test';

/*
 * The global search's suggestions (docs/product §2.1): typing in the top bar's box (on a phone,
 * the box the bottom navigation opens) suggests projects; the arrows and Enter open one, Enter alone
 * searches. And the menus' "Рейтинг" follows the rating field the reader chose. Runs on a desktop
 * and a mobile viewport against the seeded database; it writes nothing.
 */

/**
 * The search box, opened from the bottom navigation on a phone, focused and ready for typing. Type
 * with the page's keyboard, not into this locator's element: the box becomes the suggesting one when
 * its code has loaded, and the focus (and the typing) moves into the new one.
 */
async function searchBox(page: Page): Promise<Locator> {
  const box = await openSearchBox(page);
  await box.focus();
  await expect(box).toBeFocused();
  return box;
}

interface Card {
  name: string;
  url: string;
  section: string;
}

async function cardsFromApi(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<Card[]> {
  const answer = await request.get(`/api/novels?${new URLSearchParams(query)}`);
  if (!answer.ok()) throw new Error(`GET /api/novels failed: ${answer.status()}`);
  return ((await answer.json()) as { result: { novels: Card[] } }).result.novels;
}

/** The projects the box must suggest for a text: the site-wide search's first five (§A7.3). */
async function suggestionsFromApi(request: APIRequestContext, text: string): Promise<string[]> {
  const answer = await request.get(`/api/search?${new URLSearchParams({ q: text, limit: '5' })}`);
  if (!answer.ok()) throw new Error(`GET /api/search failed: ${answer.status()}`);
  const found = (await answer.json()) as { result: { novels: { items: Card[] } } };
  return found.result.novels.items.map((card) => card.name);
}

/** The suggested projects, under their group's heading. */
const suggestions = (page: Page) =>
  page.getByRole('listbox').getByRole('group', { name: 'Проекты' }).getByRole('option');
/** The names on the suggestions, in order (an option's first line is the name, its second the section). */
const suggestedNames = async (page: Page) =>
  (await suggestions(page).allInnerTexts()).map((text) => text.split('\n')[0]!.trim());

test.describe('the global search suggests projects as the reader types', () => {
  test('a project of a games section is suggested; the arrows and Enter open its page', async ({
    page,
    request,
  }) => {
    const [project] = await cardsFromApi(request, { section: 'rpgmaker', limit: '1' });
    if (!project) throw new Error('The demo catalogue has no RPG Maker project');
    await page.goto('/novels');
    const box = await searchBox(page);
    await page.keyboard.type(project.name, { delay: 20 });

    const expected = await suggestionsFromApi(request, project.name);
    expect(expected).toContain(project.name);
    await expect.poll(() => suggestedNames(page)).toEqual(expected);
    const position = expected.indexOf(project.name);
    const option = suggestions(page).nth(position);
    await expect(option).toContainText('RPG Maker');

    // The list and its options pass axe while open (react-aria hides the rest of the page from
    // screen readers meanwhile, so the whole page is checked once the list is closed, below).
    await expectNoAxeViolations(page, { include: '[role="listbox"]', tags: WCAG_TAGS });

    for (let presses = 0; presses <= position; presses++) await page.keyboard.press('ArrowDown');
    const optionId = await option.getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', optionId!);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/games/${encodeURIComponent(project.url)}$`));
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
  });

  test('Enter with no suggestion chosen searches the text on /novels, every section', async ({
    page,
    request,
  }) => {
    const [novel] = await cardsFromApi(request, { section: 'novel', limit: '1' });
    if (!novel) throw new Error('The demo catalogue has no novel');
    const text = novel.name.slice(0, Math.max(2, Math.ceil(novel.name.length / 2))).trim();
    await page.goto('/games?section=tbs');
    const box = await searchBox(page);
    await page.keyboard.type(text, { delay: 20 });
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/novels\?/);
    const address = new URL(page.url());
    expect(address.searchParams.get('section')).toBe('all');
    expect(address.searchParams.get('search')).toBe(text);
    // The list has closed and does not cover the results. The top bar's box keeps the text; the
    // phone's box, opened for this search, has closed.
    await expect(page.getByRole('listbox')).toBeHidden();
    if (isMobile(page)) await expect(box).toBeHidden();
    else await expect(box).toHaveValue(text);
    await expect(
      page.getByRole('list', { name: 'Визуальные новеллы' }).getByRole('link').first(),
    ).toBeVisible();
  });

  test('each suggestion marks in bold what the typed text matched (docs/product §A7.2)', async ({
    page,
    request,
  }) => {
    const novels = await cardsFromApi(request, { section: 'novel', limit: '20' });
    const novel = novels.find((card) => /^\p{L}{3}/u.test(card.name));
    if (!novel) throw new Error('The demo catalogue has no novel whose name starts with a word');
    const typed = novel.name.slice(0, 3);
    await page.goto('/novels');
    await searchBox(page);
    await page.keyboard.type(typed, { delay: 20 });
    const expected = await suggestionsFromApi(request, typed);
    await expect.poll(() => suggestedNames(page)).toEqual(expected);
    const option = suggestions(page).nth(expected.indexOf(novel.name));
    await expect(option.locator('b').first()).toHaveText(typed);
    // The option is named by its whole text, the marked part not read apart.
    await expect(option).toHaveAccessibleName(`${novel.name} Визуальные новеллы`);
  });

  test('articles come in their own group; «Все результаты» opens /search, a tab per kind in the address (docs/product §A7.3)', async ({
    page,
    request,
  }) => {
    const posts = (await (await request.get('/api/posts')).json()) as {
      result: { posts: { post: { title: string; countId: number } }[] };
    };
    // A word of an article's title long enough to search on its own.
    const article = posts.result.posts
      .map(({ post }) => ({
        ...post,
        word: post.title.split(/[^\p{L}]+/u).find((word) => word.length >= 5),
      }))
      .find((post) => post.word !== undefined);
    if (!article?.word) throw new Error('The demo data has no article with a five-letter word');
    const query = article.word.toLowerCase();
    await page.goto('/novels');
    await searchBox(page);
    await page.keyboard.type(query, { delay: 20 });
    const articles = page.getByRole('listbox').getByRole('group', { name: 'Статьи' });
    await expect(articles.getByRole('option').first()).toBeVisible();
    // The last option, reached from the box the way a keyboard does: up from the text.
    const everything = page.getByRole('option', {
      name: new RegExp(`^Все результаты по запросу «${query}»`),
    });
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('combobox', { name: 'Поиск' })).toHaveAttribute(
      'aria-activedescendant',
      (await everything.getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(query)}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Все \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Статьи' })).toBeVisible();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });

    await page.getByRole('tab', { name: /^Статьи \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/kind=articles/);
    const link = page.getByRole('tabpanel').getByRole('link', { name: article.title });
    await expect(link.first()).toHaveAttribute('href', `/posts/${article.countId}`);
    await page.goBack();
    await expect(page.getByRole('tab', { name: /^Все/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('Escape closes the suggestions and keeps the text; axe finds nothing on the page', async ({
    page,
  }) => {
    await page.goto('/novels');
    const box = await searchBox(page);
    await page.keyboard.type('ле', { delay: 20 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(box).toHaveValue('ле');
    await expect(box).toBeFocused();
    await expectNoAxeViolations(page, { tags: WCAG_TAGS });
  });
});

test('the menu’s "Рейтинг" sorts by the rating field the reader chose', async ({ page }) => {
  await page.goto('/novels');
  await page.getByRole('combobox', { name: 'Рейтинг:' }).selectOption('vndbRating');
  await expect(page).toHaveURL(/\/novels\?rating=vndbRating$/);
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Рейтинг' }).click();
  await expect(page).toHaveURL(/\/novels\?sort=vndbRating$/);
  await expect(page.getByRole('button', { name: /По рейтингу/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Рейтинг:' })).toHaveValue('vndbRating');
});
