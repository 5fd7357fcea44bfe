import { type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors } from './support/checks';
import { expect, test, waitingForHydration } from './support/test';
import sharp from 'sharp';
import { writeInto } from './support/editor';
import { signInAs, signUpFreshUser } from './support/session';
import { tabTo } from './support/keyboard';

/*
 * The project form (docs/product §2.2 /add, /edit/novel/{id}; §4 Novel draft; §5) against the
 * real API and the seeded database, desktop and mobile. Names carry the project's name and the time,
 * so the two viewports never meet.
 */

const stampOf = (testInfo: TestInfo) =>
  `${testInfo.project.name[0]}${Date.now().toString(36)}${testInfo.retry}`;

failOnPageErrors();

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Название' });
const urlField = (page: Page) => page.getByRole('textbox', { name: 'Адрес страницы (url)' });

interface ApiProject {
  _id: string;
  url: string;
  name: string;
  section: string;
  poster: { full: string; violence?: boolean } | null;
}

/** A real picture, as a reader would choose one. */
const png = () =>
  sharp({ create: { width: 300, height: 420, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();

async function projectByUrl(page: Page, url: string): Promise<ApiProject | null> {
  const answer = await page.request.get(`/api/novelByUrl/${encodeURIComponent(url)}`);
  if (!answer.ok()) return null;
  return ((await answer.json()) as { result: ApiProject }).result;
}

test('a reader adds a project and sends it to review; a moderator applies it', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = stampOf(testInfo);
  await signUpFreshUser(page, stamp.slice(-6));
  await page.goto('/add');
  await expect(page.getByRole('heading', { name: 'Добавить проект', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'правила добавления проектов' })).toHaveAttribute(
    'href',
    '/posts/8',
  );
  // A reader gets no JSON import (moderators and administrators only).
  await expect(page.getByText('Импорт из JSON')).toHaveCount(0);

  // A blank name is refused in its field.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Нет названия')).toBeVisible();

  const name = `Проект ${stamp}`;
  await nameField(page).fill(name);
  await nameField(page).blur();
  // §5: the url is filled from the name on blur.
  await expect(urlField(page)).toHaveValue(`проект-${stamp.toLowerCase()}`);
  await page.getByRole('textbox', { name: 'Другие названия' }).fill(`Project ${stamp}`);
  // The lookup (the local server that speaks the database's protocol) fills what it knows.
  const lookup = page.getByRole('combobox', { name: 'Найти в базе визуальных новелл' });
  await lookup.fill('Ever17');
  const match = page.getByRole('option', { name: /^Ever17 -the out of infinity- —/ });
  await expect(match).toBeVisible();
  // On a touch screen react-aria shows the list once the on-screen keyboard has opened, or after
  // 600 ms when none does (as in this emulation); until then the list is there but transparent,
  // and a tap would land on what is under it. Wait as a reader's eye does: for the list to show.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await match.click();
  await expect(page.getByRole('textbox', { name: 'Разработчик 1' })).toHaveValue('KID');
  // Dates are typed and shown in the Russian order, whatever the browser's language.
  await expect(page.getByRole('group', { name: 'Дата выхода' })).toHaveText('29.08.2002');
  await expect(page.getByRole('button', { name: /Язык оригинала/ })).toContainText('Японский');
  await expect(page.getByRole('button', { name: /Продолжительность/ })).toContainText('Длинная');
  await writeInto(
    page.getByRole('textbox', { name: 'Описание' }),
    'Описание проверочного проекта.',
  );

  // Status effects (§4): the expected release only for demo and in development.
  await expect(page.getByRole('textbox', { name: 'Ожидаемый выход' })).toHaveCount(0);
  await page
    .getByRole('button', { name: /Статус/ })
    .first()
    .click();
  await page.getByRole('option', { name: 'Частичный', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Ожидаемый выход' })).toBeVisible();
  await expect(page.getByText('Дата выхода рабочей версии')).toBeVisible();

  // The preview draws the project as the form holds it.
  await page.getByRole('button', { name: 'Предпросмотр проекта' }).click();
  const preview = page.getByRole('region', { name: 'Предпросмотр' });
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview).toContainText('Описание проверочного проекта.');

  await page.getByRole('button', { name: 'Отправить на ревью' }).click();
  await expect(page).toHaveURL(/\/drafts\/[0-9a-f]{24}$/);
  const draftId = page.url().split('/').pop() ?? '';

  // The draft opens in the same form for more editing (axe there too).
  await page.goto(`/edit/draft/${draftId}`);
  await expect(nameField(page)).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Описание' })).toBeVisible();
  await expectNoAxeViolations(page);

  const draft = await page.request.get(`/api/drafts/${draftId}`);
  const { result } = (await draft.json()) as { result: { status: string; value: string } };
  expect(result.status).toBe('waitApprove');
  const value = JSON.parse(result.value) as Record<string, unknown>;
  expect(value).toMatchObject({
    name,
    alternativeNames: [`Project ${stamp}`],
    status: 'demo',
    developers: [{ name: 'KID', link: '' }],
    originalLanguage: 'jp',
    length: 'long',
    vndb: { id: 'v17', title: 'Ever17 -the out of infinity-' },
  });

  // More editing adds a poster to the draft and marks it (docs/product §3 image meta).
  await page.goto(`/edit/draft/${draftId}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Выбрать постер' }).click();
  await (
    await chooser
  ).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByText('Выбран: poster.png')).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/drafts/${draftId}$`));
  await page.goto(`/edit/draft/${draftId}`);
  await expect(page.getByRole('img', { name: 'Постер' })).toBeVisible();
  await page.getByRole('button', { name: 'Пометки: Постер' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Насилие' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('figure', { name: 'Насилие' })).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(new RegExp(`/drafts/${draftId}$`));

  // A moderator applies it; the project is in the catalogue and its search.
  const moderatorContext = await browser.newContext();
  try {
    const moderator = waitingForHydration(await moderatorContext.newPage());
    await signInAs(moderator, 'moderator');
    const applied = await moderator.request.put(`/api/drafts/${draftId}/status`, {
      data: { status: 'applied' },
    });
    expect(applied.ok()).toBe(true);
  } finally {
    await moderatorContext.close();
  }
  const project = await projectByUrl(page, `проект-${stamp.toLowerCase()}`);
  expect(project?.name).toBe(name);
  expect(project?.poster).toMatchObject({ violence: true, full: expect.stringMatching(/\.webp$/) });
  await page.goto(`/novels?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
});

test('a moderator edits a project and applies at once; a taken url says so', async ({
  page,
}, testInfo) => {
  const stamp = stampOf(testInfo);
  await signInAs(page, 'moderator');
  // A project of its own to edit: made and applied through the API.
  const made = await page.request.post('/api/drafts/novels', {
    data: { value: { name: `Правка ${stamp}`, url: `pravka-${stamp.toLowerCase()}` } },
  });
  const draftId = ((await made.json()) as { result: { _id: string } }).result._id;
  const applied = await page.request.put(`/api/drafts/${draftId}/status`, {
    data: { status: 'applied' },
  });
  expect(applied.ok()).toBe(true);
  const project = await projectByUrl(page, `pravka-${stamp.toLowerCase()}`);
  if (!project) throw new Error('The project was not made');

  await page.goto(`/edit/novel/${project._id}`);
  await expect(nameField(page)).toHaveValue(`Правка ${stamp}`);
  await expect(page.getByRole('textbox', { name: 'Описание' })).toBeVisible();
  await expectNoAxeViolations(page);
  await nameField(page).fill(`Правка ${stamp} (новое)`);
  await page.getByRole('button', { name: 'Применить изменения' }).click();
  await expect(page).toHaveURL(new RegExp(`/novels/pravka-${stamp.toLowerCase()}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Правка ${stamp} (новое)` }),
  ).toBeVisible();

  // Another project's url: the apply is refused with its message, and the draft stays.
  const others = await page.request.get('/api/novels?section=all&sortBy=name&direction=asc');
  const taken = ((await others.json()) as { result: { novels: ApiProject[] } }).result.novels[0];
  await page.goto(`/edit/novel/${project._id}`);
  await urlField(page).fill(taken?.url ?? '');
  await page.getByRole('button', { name: 'Применить изменения' }).click();
  await expect(page.getByText('Новелла с таким url уже существует').first()).toBeVisible();
  await expect(page).toHaveURL(/\/drafts\/[0-9a-f]{24}$/);
});

test('the form with the keyboard alone: fields, a choice, a new genre, a developer row, a refused link', async ({
  page,
}, testInfo) => {
  const name = `Клавиатурный проект ${stampOf(testInfo)}`;
  await signUpFreshUser(page, stampOf(testInfo).slice(-6));
  await page.goto('/add');
  await expect(nameField(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await nameField(page).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(urlField(page)).toBeFocused();
  await expect(urlField(page)).toHaveValue(/^клавиатурный-проект-/);

  // A choice from a list: the section.
  await tabTo(page, page.getByRole('button', { name: /Раздел/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('RPG');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Раздел/ })).toContainText('RPG Maker');

  // A genre the vocabulary lacks is added and marked new.
  const genres = page.getByRole('combobox', { name: 'Жанры' });
  await tabTo(page, genres);
  await page.keyboard.type('Клавиатурный жанр');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: 'Клавиатурный жанр (новый)' })).toBeVisible();

  // A developer row whose link cannot be a link is refused under the field, before sending.
  await tabTo(page, page.getByRole('button', { name: 'Добавить разработчика' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Разработчик 1' }));
  await page.keyboard.type('Клавиатурная студия');
  await page.keyboard.press('Tab');
  const developerLink = page.getByRole('textbox', { name: 'Ссылка', exact: true });
  await expect(developerLink).toBeFocused();
  await page.keyboard.type('javascript:alert(1)');
  await tabTo(page, page.getByRole('button', { name: 'Сохранить' }));
  await page.keyboard.press('Enter');
  await expect(developerLink).toBeFocused();
  await expect(developerLink).toHaveAccessibleDescription(/Адрес должен начинаться с http/);
  await expect(page).toHaveURL(/\/add$/);

  // A bare host becomes an address when the field is left; then the form is sent.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('kid-game.example/studio');
  await page.keyboard.press('Tab');
  await expect(developerLink).toHaveValue('https://kid-game.example/studio');
  await tabTo(page, page.getByRole('button', { name: 'Сохранить' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/drafts\/[0-9a-f]{24}$/);

  const draft = await page.request.get(`/api/drafts/${page.url().split('/').pop() ?? ''}`);
  const { result } = (await draft.json()) as { result: { status: string; value: string } };
  expect(result.status).toBe('created');
  expect(JSON.parse(result.value)).toMatchObject({
    name,
    section: 'rpgmaker',
    genres: [{ value: 'Клавиатурный жанр' }],
    developers: [{ name: 'Клавиатурная студия', link: 'https://kid-game.example/studio' }],
  });
});

test('a guest on /add goes to /login', async ({ page }) => {
  await page.goto('/add');
  await expect(page).toHaveURL(/\/login\?return=%2Fadd$/);
});
