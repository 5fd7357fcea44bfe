import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { TranslationView } from '@vn/domain';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { secondPerson } from './support/second-person';
import { signInAs, signUpFreshUser } from './support/session';
import { expect, test } from './support/test';

/*
 * Translations with progress, followed (docs/product §A1): a member of a translator group updates a
 * stage and releases a patch from the project page (on the phone too); a reader following that
 * translation in another browser sees the bell count it without a reload, within a second or two,
 * and reads what happened; the reader's own Atom feed and the project's carry the entry; the main
 * page's «Обновления переводов» shows it; a reader who follows nothing hears nothing.
 */

/** The demo reader is a member of this group (apps/api/src/seed/translation-progress.ts). */
const MEMBER_GROUP_URL = 'осенний-маяк';

interface Target {
  path: string;
  name: string;
  translation: TranslationView;
}

/**
 * A translation of the demo reader's group still in the making, with its progress stated: one per
 * test project, so the desktop and the phone runs never update the same one.
 */
async function memberTranslation(request: APIRequestContext, index: number): Promise<Target> {
  const group = (await (
    await request.get(`/api/translators/${encodeURIComponent(MEMBER_GROUP_URL)}`)
  ).json()) as {
    result: {
      translator: { name: string };
      novels: { _id: string; url: string; name: string; section: string }[];
    };
  };
  const found: Target[] = [];
  for (const novel of group.result.novels) {
    const answer = (await (await request.get(`/api/translations?novel=${novel._id}`)).json()) as {
      result: TranslationView[];
    };
    const translation = answer.result.find(
      (each) =>
        each.mayUpdate && each.parts.length > 0 && each.status !== 'done' && each.percent! < 100,
    );
    const route = novel.section === 'novel' ? 'novels' : 'games';
    if (translation) {
      found.push({
        path: `/${route}/${encodeURIComponent(novel.url)}`,
        name: novel.name,
        translation,
      });
    }
    if (found.length > index) return found[index]!;
  }
  throw new Error(`The seed has fewer than ${index + 1} translations the demo reader may update`);
}

const card = (page: Page, group: string) =>
  page.getByRole('article', { name: `Перевод: ${group}` });

test.describe('translations with progress, followed', () => {
  const pageErrors = failOnPageErrors();

  test('a member updates a stage and releases a patch; the follower hears it live, in the feed and on the main page', async ({
    page: member,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(member, 'reader');
    const target = await memberTranslation(
      member.request,
      testInfo.project.name === 'mobile' ? 1 : 0,
    );
    const group = target.translation.group.description;

    // The follower follows the translation from its card, then waits on the main page.
    const follower = await secondPerson(browser, testInfo);
    pageErrors.watch(follower);
    await signUpFreshUser(follower, `${testInfo.project.name[0]}tf`);
    const bystander = await secondPerson(browser, testInfo);
    await signUpFreshUser(bystander, `${testInfo.project.name[0]}tb`);
    await follower.goto(target.path);
    await card(follower, group).getByRole('button', { name: 'Следить за переводом' }).click();
    await expect(card(follower, group).getByRole('button', { name: 'Вы следите' })).toBeVisible();
    await follower.goto('/');
    await expect(follower.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

    // The member opens the form on the project page and moves the first part's first stage on.
    await member.goto(target.path);
    await card(member, group).getByRole('button', { name: 'Обновить прогресс' }).click();
    const form = member.getByRole('form', { name: 'Обновление перевода' });
    // The first stage of a part not done yet (the translation is under 100 %: there is one).
    const { parts, stages } = target.translation;
    const [partName, stage] = parts
      .flatMap((part) => stages.map((each) => [part.name, each] as const))
      .find(
        ([name, each]) => parts.find((part) => part.name === name)!.stages[each]?.state !== 'done',
      )!;
    // The part's stage selects, in the translation's order of stages.
    await form
      .getByRole('group', { name: partName })
      .getByRole('button', { name: new RegExp(`— ${partName}$`) })
      .nth(stages.indexOf(stage))
      .click();
    await member.getByRole('option', { name: 'Готово' }).click();
    await form.getByText('Выпущен патч').click();
    const version = `${testInfo.project.name}-${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Версия патча' }).fill(version);
    await form.getByRole('textbox', { name: 'Ссылка на патч' }).fill('https://example.org/patch');
    const note = `Патч ${version} вышел`;
    await form.getByRole('textbox', { name: 'Что изменилось' }).fill(note);
    const saved = member.waitForResponse(
      (response) => response.url().includes('/updates') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Сохранить' }).click();
    expect((await saved).status()).toBe(200);
    const savedAt = Date.now();
    await expect(member.getByText('Прогресс обновлён')).toBeVisible();

    // The follower's bell counts it without a reload.
    const bell = follower.getByRole('button', { name: /^Уведомления, 1 / });
    await expect(bell).toBeVisible({ timeout: 5_000 });
    console.log(`the follower's bell counted the update ${Date.now() - savedAt} ms after the save`);
    await bell.click();
    await expect(follower.getByText(/Перевод, за которым вы следите: .*вышел патч/)).toBeVisible();

    // The follower's own feed and the project's feed carry it.
    const token = (await (
      await follower.request.post('/api/translationFollows/feedToken')
    ).json()) as {
      result: { feedToken: string };
    };
    const own = await follower.request.get(`/feeds/translations/me/${token.result.feedToken}.atom`);
    expect(own.headers()['content-type']).toContain('application/atom+xml');
    expect(await own.text()).toContain(note);
    const projectFeed = await follower.request.get(
      `/feeds/translations/novel/${target.translation.novel}.atom`,
    );
    expect(await projectFeed.text()).toContain(note);

    // The main page's block shows it first.
    await follower.goto('/');
    const block = follower.getByRole('region', { name: 'Обновления переводов' });
    await expect(block.getByRole('listitem').first()).toContainText(target.name);
    await expect(block.getByRole('listitem').first()).toContainText('вышел патч');

    // A reader who follows nothing was told nothing.
    const told = (await (await bystander.request.get('/api/userEvents')).json()) as {
      result: { events: { type: string }[] };
    };
    expect(told.result.events.filter((event) => event.type === 'translationUpdated')).toEqual([]);
  });

  test('axe finds no violations on a project page with progress open and the update form, nor on /settings', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'reader');
    const target = await memberTranslation(
      page.request,
      testInfo.project.name === 'mobile' ? 3 : 2,
    );
    await page.goto(target.path);
    const mine = card(page, target.translation.group.description);
    await mine.getByText('Ход перевода и история').click();
    await expect(mine.getByRole('table')).toBeVisible();
    await mine.getByRole('button', { name: 'Обновить прогресс' }).click();
    await expect(page.getByRole('form', { name: 'Обновление перевода' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/settings');
    await expect(
      page.getByRole('heading', { name: 'Переводы, за которыми вы следите' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/*
 * /translations, «Переводы в работе» (docs/product §A1.10), as a guest walks it on a desktop and on a
 * 375 px phone: opened from the menu, narrowed by status, stage, the quiet ones and a group, each kept
 * in the address and through a reload, with the list and «Найдено: N» following the API's answer.
 * Only reads: the seed's translations are never changed here.
 */

/** The seed's group the group filter is tried with (apps/api/src/seed/translation-progress.ts). */
const FILTER_GROUP = 'Осенний маяк';

/** How many translations the call finds for this query, as the page should say. */
async function countOf(request: APIRequestContext, query: string): Promise<number> {
  const answer = await request.get(`/api/translations/active?${query}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { count: number } }).result.count;
}

/**
 * «Найдено: N» as the call answers it now, or «Ничего не найдено» when it finds none: for the
 * page's own address (its page 1-based there, 0-based in the call), or for `query` when the address
 * holds what the page drops.
 */
async function expectCountAsTheApiSays(page: Page, query?: string): Promise<number> {
  let asked = query;
  if (asked === undefined) {
    const search = new URL(page.url()).searchParams;
    search.set('page', String(Number(search.get('page') ?? '1') - 1));
    asked = search.toString();
  }
  const count = await countOf(page.request, asked);
  if (count === 0) {
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
  } else {
    await expect(page.getByText(`Найдено: ${count}`, { exact: true })).toBeVisible();
  }
  return count;
}

const translationsList = (page: Page) => page.getByRole('list', { name: 'Переводы в работе' });

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${select}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A phone's width in the mobile project (docs/product §9: 375 px is the narrowest we lay out for). */
async function atPhoneWidth(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 800 });
}

/**
 * On a phone the filters are folded under «Фильтры», named with how many are set: unfold them.
 * From 600 px up they are always shown and there is no such button.
 */
async function unfoldFilters(page: Page, testInfo: TestInfo, set = 0): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Фильтры/ });
  if (testInfo.project.name !== 'mobile') {
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(toggle).toHaveAccessibleName(set > 0 ? `Фильтры (${set})` : 'Фильтры');
  await expect(page.getByRole('group', { name: 'Фильтры' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('the translations in the making', () => {
  failOnPageErrors();

  test('a guest opens them from the menu and narrows them by status, stage and the quiet ones; the address and a reload keep it', async ({
    page,
  }, testInfo) => {
    await atPhoneWidth(page, testInfo);
    await page.goto('/');
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Переводы в работе' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Меню сайта' })
        .getByRole('link', { name: 'Переводы', exact: true })
        .click();
    }
    await expect(page).toHaveURL('/translations');
    await expect(page.getByRole('heading', { level: 1, name: 'Переводы в работе' })).toBeVisible();
    await expect(page).toHaveTitle(/^Переводы в работе — /);
    const all = await expectCountAsTheApiSays(page);
    await expect(translationsList(page).getByRole('listitem')).toHaveCount(Math.min(all, 20));

    await unfoldFilters(page, testInfo);
    await choose(page, 'Статус', 'Частичный');
    await expect(page).toHaveURL('/translations?status=demo');
    const partial = await expectCountAsTheApiSays(page);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(all);
    for (const item of await translationsList(page).getByRole('listitem').all()) {
      await expect(item).toContainText('Частичный');
    }

    await choose(page, 'Этап', 'Редактура');
    await expect(page).toHaveURL('/translations?status=demo&stage=editing');
    const editing = await expectCountAsTheApiSays(page);
    expect(editing).toBeLessThanOrEqual(partial);

    // The box itself is hidden under its drawing, as react-aria draws checkboxes: a reader presses the label.
    await page.getByText('Только затихшие').click();
    await expect(page).toHaveURL('/translations?status=demo&stage=editing&stalled=true');
    await expectCountAsTheApiSays(page);
    for (const item of await translationsList(page).getByRole('listitem').all()) {
      await expect(item).toContainText(/Нет обновлений \d+ (день|дня|дней)/);
    }

    // A reload (or a shared link) opens the same list with the same choices.
    await page.reload();
    await expect(page).toHaveURL('/translations?status=demo&stage=editing&stalled=true');
    await unfoldFilters(page, testInfo, 3);
    await expect(page.getByRole('button', { name: /Статус$/ })).toContainText('Частичный');
    await expect(page.getByRole('button', { name: /Этап$/ })).toContainText('Редактура');
    await expect(page.getByRole('checkbox', { name: 'Только затихшие' })).toBeChecked();
    await expectCountAsTheApiSays(page);
    await expectNoAxeViolations(page);

    // Back to every translation in the making: out of the address.
    await page.getByText('Только затихшие').click();
    await expect(page.getByRole('checkbox', { name: 'Только затихшие' })).not.toBeChecked();
    await choose(page, 'Этап', 'Любой');
    await choose(page, 'Статус', 'В работе');
    await expect(page).toHaveURL('/translations');
    await expect(page.getByText(`Найдено: ${all}`, { exact: true })).toBeVisible();
  });

  test("a guest narrows them to a group by its name and opens a project's page from a card", async ({
    page,
  }, testInfo) => {
    await atPhoneWidth(page, testInfo);
    await page.goto('/translations?sort=percent');
    await unfoldFilters(page, testInfo);
    const group = page.getByRole('combobox', { name: 'Группа' });
    await group.fill('маяк');
    const option = page.getByRole('option', { name: FILTER_GROUP, exact: true });
    // The list slides in: a tap before it has settled would scroll the page, which closes it.
    await expect(option).toBeInViewport({ ratio: 1 });
    await option.click();
    await expect(page).toHaveURL(/^[^?]*\/translations\?group=[0-9a-f]{24}&sort=percent$/);
    await expect(page.getByText(`Группа: ${FILTER_GROUP}`)).toBeVisible();
    const count = await expectCountAsTheApiSays(page);
    expect(count).toBeGreaterThan(0);
    const items = translationsList(page).getByRole('listitem');
    for (const item of await items.all()) {
      await expect(item.getByRole('link', { name: FILTER_GROUP, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    const filtered = page.url();
    await page.reload();
    expect(page.url()).toBe(filtered);
    await expect(page.getByText(`Группа: ${FILTER_GROUP}`)).toBeVisible();
    await expectCountAsTheApiSays(page);

    // The card's name leads to its project's page.
    const first = items.first().getByRole('heading').getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/(novels|games)\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();

    // «Все группы» drops the group, and keeps the order.
    await page.getByRole('link', { name: 'Все группы' }).click();
    await expect(page).toHaveURL('/translations?sort=percent');
    await expectCountAsTheApiSays(page);
  });

  test('an address it cannot read still opens the list, and the call refuses it in Russian', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/translations?status=bogus&stage=x&stalled=maybe&sort=size&page=-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Переводы в работе' })).toBeVisible();
    // Nothing it could not read counts as set.
    await unfoldFilters(page, testInfo, 0);
    await expect(page.getByRole('button', { name: /Статус$/ })).toContainText('В работе');
    await expect(page.getByRole('checkbox', { name: 'Только затихшие' })).not.toBeChecked();
    // What the page could not read fell back to the defaults: the first page of those in the making.
    await expectCountAsTheApiSays(page, 'page=0');

    const refused = await request.get('/api/translations/active?status=bogus&stalled=maybe');
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      status: 'Такого статуса перевода нет',
      stalled: 'Только затихшие: true или false',
    });
  });
});
