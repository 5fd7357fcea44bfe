import type { APIRequestContext, Page } from '@playwright/test';
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
