import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { secondPerson } from './support/second-person';
import { byViewport, projectPath, seedProject, tagOf } from './support/seed-projects';
import { signInAs, signUpFreshUser } from './support/session';

/*
 * Profiles, lists and settings (docs/product §2.2 /profile /edit/profile /lists, §2.4, §4 Ban,
 * §5 Profile username, §8) against the real API and the seeded database, on a desktop and a mobile
 * viewport. Every test acts on accounts of its own, so the projects running side by side never meet.
 */

/** Usernames in paths: dots swapped for U+2024, then URL-encoded (docs/product §2.2). */
const pathName = (username: string) => encodeURIComponent(username.replaceAll('.', '\u2024'));
const profilePath = (username: string) => `/profile/${pathName(username)}`;
const listsPath = (username: string) => `/lists/${pathName(username)}`;

/** A project of the seed, one per viewport so the two projects do not share it. */
const aProject = (page: Page, testInfo: TestInfo) =>
  seedProject(page, byViewport(testInfo, { desktop: 2, mobile: 3 }), 'desc');

const profileHeader = (page: Page, username: string) =>
  page.getByRole('region', { name: username, exact: true });

test.describe('profiles', () => {
  failOnPageErrors();

  test('a guest on /profile goes to the main page, remembering /profile', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/?return=%2Fprofile');
  });

  test('a name nobody has shows "Пользователь не найден"', async ({ page }) => {
    await page.goto('/profile/net-takogo-polzovatelya');
    await expect(page.getByText('Пользователь не найден')).toBeVisible();
  });

  test("one's own profile at /profile, with its buttons; axe finds nothing", async ({
    page,
  }, testInfo) => {
    const me = await signUpFreshUser(page, `own${tagOf(testInfo)}`);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
    const header = profileHeader(page, me.username);
    await expect(header.getByRole('link', { name: 'Редактировать' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Настройки' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Написать' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Списки' })).toBeVisible();
    await page.getByRole('tab', { name: 'Комментарии' }).click();
    await expect(page).toHaveURL(/\?tab=comments$/);
    // No projects added or owned: those tabs are not there (docs/product §2.4).
    await expect(page.getByRole('tab', { name: 'Добавленное' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Права на редактирование' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(profilePath(me.username));
    await expect(page.getByRole('heading', { level: 1, name: me.username })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a moderator bans a reader from their profile; the reader can no longer reply', async ({
    page,
    browser,
  }, testInfo) => {
    const reader = await signUpFreshUser(page, `ban${tagOf(testInfo)}`);
    const project = await aProject(page, testInfo);
    const text = `Комментарий до бана ${reader.username}`;
    const posted = await page.request.post('/api/comments', {
      data: { content: text, source: project._id, sourceType: 'game' },
    });
    expect(posted.ok()).toBe(true);
    await page.goto(projectPath(project));
    const comment = page.locator('article[id]').filter({ hasText: text }).last();
    // Before the ban the reader may answer it: the test below can fail.
    await expect(comment.getByRole('button', { name: 'Ответить' })).toBeVisible();

    const moderatorPage = await secondPerson(browser, testInfo);
    await signInAs(moderatorPage, 'moderator');
    await moderatorPage.goto(profilePath(reader.username));
    const header = profileHeader(moderatorPage, reader.username);
    await header.getByRole('button', { name: 'Забанить' }).click();
    const dialog = moderatorPage.getByRole('dialog', {
      name: `Забанить пользователя ${reader.username}`,
    });
    await dialog.getByRole('textbox', { name: 'Причина' }).fill('Спам в комментариях');
    await dialog.getByText('7 дней', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Забанить' }).click();
    await expect(moderatorPage.getByText('Пользователь забанен')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Разбанить' })).toBeVisible();
    await expect(header.getByText(/^до \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await moderatorPage.context().close();

    await page.reload();
    await expect(comment).toBeVisible();
    await expect(comment.getByRole('button', { name: 'Ответить' })).toHaveCount(0);
    await page.goto('/profile');
    await expect(profileHeader(page, reader.username).getByText(/^до /)).toBeVisible();

    // Signed out, the reader is still told until when (§4 Ban: the expiry is kept locally).
    await page.getByRole('button', { name: `Меню пользователя ${reader.username}` }).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
    await page.goto(projectPath(project));
    const notice = page.getByRole('note').filter({ hasText: 'Вы забанены до' });
    await expect(notice).toContainText('причина: Спам в комментариях');
    await page.goto('/login');
    await expect(page.getByRole('note').filter({ hasText: 'Вы забанены до' })).toBeVisible();
  });

  test('a hidden list stays hidden from others and not from its owner', async ({
    page,
    browser,
  }, testInfo) => {
    const owner = await signUpFreshUser(page, `lst${tagOf(testInfo)}`);
    const project = await aProject(page, testInfo);
    const listed = await page.request.post('/api/addtolist', {
      data: { novel: project._id, list: 'dropped' },
    });
    expect(listed.ok()).toBe(true);

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expectNoAxeViolations(page);
    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/userSettings') && answer.request().method() === 'PUT',
    );
    await page.getByRole('switch', { name: 'Брошено' }).click({ force: true });
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('switch', { name: 'Брошено' })).not.toBeChecked();

    await page.goto(listsPath(owner.username));
    await expect(page.getByRole('tab', { name: 'Брошено (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Брошено (1)' }).click();
    await expect(page).toHaveURL(/\?list=dropped$/);
    await expect(page.getByRole('list', { name: 'Брошено' }).getByRole('link')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    // Another list of the owner's is empty: "Пока ничего не добавлено".
    await page.getByRole('tab', { name: 'Читаю (0)' }).click();
    await expect(page.getByText('Пока ничего не добавлено')).toBeVisible();

    const other = await secondPerson(browser, testInfo);
    await signInAs(other, 'reader');
    await other.goto(`${listsPath(owner.username)}?list=dropped`);
    await expect(other.getByRole('tab', { name: 'Читаю (0)' })).toBeVisible();
    await expect(other.getByRole('tab', { name: /^Брошено/ })).toHaveCount(0);
    await other.goto(profilePath(owner.username));
    await expect(other.getByRole('link', { name: 'Читаю: 0' })).toHaveCount(0);
    await expect(other.getByText('Пока ничего не добавлено')).toBeVisible();
    await other.context().close();
  });

  test('edit profile: the name rules, a taken name, and a rename that lands on the new address', async ({
    page,
  }, testInfo) => {
    const me = await signUpFreshUser(page, `ren${tagOf(testInfo)}`);
    await page.goto('/profile');
    await profileHeader(page, me.username).getByRole('link', { name: 'Редактировать' }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/profile/${me.id}$`));
    const name = page.getByRole('textbox', { name: 'Имя пользователя' });
    await expect(name).toHaveValue(me.username);
    await expectNoAxeViolations(page);

    await name.fill('ab');
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.getByText('Имя слишком короткое, минимум 3 и более символа')).toBeVisible();
    await name.fill('a'.repeat(25));
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.getByText('Имя пользователя должно быть меньше 24 символов')).toBeVisible();

    await name.fill('DemoReader');
    await page.getByRole('button', { name: 'Обновить' }).click();
    // Under the field and as the toast (docs/product §8); the form keeps what was typed.
    await expect(page.getByText('Существует пользователь с таким именем')).toHaveCount(2);
    await expect(name).toHaveValue('DemoReader');

    const renamed = `r.${me.username.slice(-18)}`;
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath(renamed)}$`));
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });

  test('edit profile: an unreadable picture is refused; a background and an avatar are saved', async ({
    page,
  }, testInfo) => {
    const me = await signUpFreshUser(page, `pic${tagOf(testInfo)}`);
    await page.goto(`/edit/profile/${me.id}`);
    const choose = async (button: string, file: { name: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: button }).click();
      await (await chooser).setFiles({ ...file, mimeType: 'image/png' });
    };
    const png = await sharp({
      create: { width: 600, height: 200, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer();

    // A file that says it is a picture and is not (docs/product §8 Images).
    await choose('Выбрать фон', { name: 'broken.png', buffer: Buffer.from('not a picture') });
    await expect(page.getByText('Не удалось сконвертировать изображение')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Фон профиля' })).toHaveCount(0);

    await choose('Выбрать фон', { name: 'bg.png', buffer: png });
    await expect(page.getByRole('img', { name: 'Фон профиля' })).toBeVisible();
    // A new background starts at opacity 0.5, cover, center (docs/product §2.4).
    await expect(page.getByRole('button', { name: /Прозрачность/ })).toContainText('50%');
    await expect(page.getByRole('button', { name: /Размер/ })).toContainText('Заполнить');
    await expect(page.getByRole('button', { name: /Положение/ })).toContainText('По центру');
    await choose('Выбрать аватар', { name: 'avatar.png', buffer: png });

    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath(me.username)}$`));
    const header = profileHeader(page, me.username);
    await expect(header.locator('[aria-hidden="true"]').first()).toHaveCSS(
      'background-image',
      /url\(/,
    );
    await expect(header.locator('img')).toHaveAttribute('src', /avatar/);

    // Removing the background is kept too.
    await page.goto(`/edit/profile/${me.id}`);
    await page.getByRole('button', { name: 'Удалить фон' }).click();
    await page.getByRole('button', { name: 'Обновить' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath(me.username)}$`));
    await expect(profileHeader(page, me.username)).toBeVisible();
    const answer = await page.request.get(`/api/profile/${me.id}`);
    expect(((await answer.json()) as { result: { bg: unknown } }).result.bg).toBeNull();
  });
});
