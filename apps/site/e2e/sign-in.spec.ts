import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations, failOnPageErrors, WCAG_TAGS } from './support/checks';
import { expect, test } from './support/test';
import {
  DEMO_PASSWORD,
  demoAccounts,
  E2E_CAPTCHA_ANSWER,
  identityPort,
} from './support/e2e-settings';
import { lastMailTo, partOfMail } from './support/mail';
import { signInAs } from './support/session';
import { tabTo } from './support/keyboard';

/*
 * The sign-in pages against the real API and a real mailbox (docs/product §2.2 /login /registration
 * /restore /registrationConfirm, §4 Password recovery, §5, §8 Auth). Both projects run in parallel
 * on one seeded database, so every account made here has a name of its own.
 */

interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** A name no other test, project or run has (3-24 characters, docs/product §5). */
function newAccount(testInfo: TestInfo): NewAccount {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name[0]}${testInfo.workerIndex}${testInfo.retry}`;
  return {
    username: `e2e${stamp}`,
    email: `e2e-${stamp}@example.test`,
    password: 'e2e-password-1',
  };
}

/** Signs an account up through the API (for tests whose subject is not registration). */
async function signUpThroughApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const captcha = (await (await request.get('/api/captcha')).json()) as { result: { id: string } };
  const answer = await request.post('/api/signup', {
    data: { ...account, captchaId: captcha.result.id, captchaValue: E2E_CAPTCHA_ANSWER },
  });
  if (!answer.ok()) throw new Error(`Signing up ${account.email} failed: ${answer.status()}`);
}

const avatarMenu = (page: Page, username: string) =>
  page.getByRole('button', { name: `Меню пользователя ${username}` });
const topBarLogin = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Войти' });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Войти', exact: true });

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await loginButton(page).click();
}

async function logOut(page: Page, username: string) {
  await avatarMenu(page, username).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(topBarLogin(page)).toBeVisible();
}

test.describe('signing in and out', () => {
  failOnPageErrors();

  test('sign up, confirm the address from the mail, log in and out', async ({ page }, testInfo) => {
    const account = newAccount(testInfo);
    await page.goto('/registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Имя пользователя' }).fill(account.username);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(account.password);
    await page.getByLabel('Повторите пароль').fill(account.password);
    await expect(page.getByRole('img', { name: 'Картинка с проверочным кодом' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Проверочный код' }).fill(E2E_CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    // The API signs the new account in (docs/product §2.2: on success, the return address or /).
    await expect(page.getByText(`отправлено на ${account.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatarMenu(page, account.username)).toBeVisible();

    const mail = await lastMailTo(account.email, { matching: /registrationConfirm/ });
    const link = partOfMail(mail, /(https?:\/\/\S+\/registrationConfirm\?token=\S+)/);
    await page.goto(link);
    await expect(page.getByText('Регистрация завершена.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();

    await logOut(page, account.username);
    await page.goto('/login');
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await avatarMenu(page, account.username).click();
    await expect(page.getByRole('menuitem', { name: 'Профиль' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Сообщения/ })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await expect(topBarLogin(page)).toBeVisible();
  });

  test('a wrong password says "Неправильный логин или пароль"', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, demoAccounts.reader.email, 'not-the-password');
    await expect(page.getByText('Неправильный логин или пароль')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the top bar’s Login remembers the page, and logging in returns there', async ({ page }) => {
    await page.goto('/novels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await topBarLogin(page).click();
    await expect(page).toHaveURL(/\/login\?return=%2Fnovels$/);
    await logIn(page, demoAccounts.reader.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/novels$/);
    await expect(avatarMenu(page, demoAccounts.reader.username)).toBeVisible();
  });

  test('a signed-in reader opening a sign-in page is sent to the main page', async ({ page }) => {
    await signInAs(page, 'reader');
    for (const path of ['/login', '/registration', '/restore']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(avatarMenu(page, demoAccounts.reader.username)).toBeVisible();
    }
  });

  test('/login loads nothing from Google until its button is pressed', async ({ page }) => {
    const googleRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith('google.com'))
        googleRequests.push(request.url());
    });
    await page.goto('/login');
    // The end-to-end API has GOOGLE_CLIENT_ID, which the server writes into the page.
    await expect(page.getByRole('button', { name: 'Войти через Google' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(googleRequests).toEqual([]);
  });

  test('sign-in with Google (the local identity provider) lands on the reader’s profile', async ({
    page,
  }, testInfo) => {
    const stamp = `${testInfo.project.name[0]}${Date.now().toString(36)}`;
    const name = `Гугл${stamp}`;
    // What Google's account chooser would hand the page: an identity token for this person.
    const token = await (
      await page.request.get(
        `http://127.0.0.1:${identityPort()}/token?${new URLSearchParams({
          email: `google-${stamp}@gmail.test`,
          name,
        })}`,
      )
    ).text();
    // Google's script, as far as the site uses it: the chooser answers at once with the token.
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: {
          initialize(options) { this.callback = options.callback; },
          prompt() { this.callback({ credential: ${JSON.stringify(token)} }); },
          renderButton() {},
        } } };`,
      }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти через Google' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText('Страница не найдена')).toHaveCount(0);
  });

  test('keyboard only: Tab to the form, type, Enter', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeVisible();
    // From the top of the page: the skip link, the shell's controls, then the form.
    await tabTo(page, email, 40);
    await page.keyboard.type(demoAccounts.reader.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Показать пароль' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(loginButton(page)).toBeFocused();
    await expect(loginButton(page)).toHaveAttribute('data-focus-visible', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(avatarMenu(page, demoAccounts.reader.username)).toBeVisible();
  });
});

test.describe('every guest redirect keeps the way back (docs/product §2.2)', () => {
  failOnPageErrors();

  test('a guest’s «Мой список» asks to sign in, then opens their own list', async ({
    page,
  }, testInfo) => {
    await page.goto('/novels');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (testInfo.project.name === 'mobile') {
      await page
        .getByRole('navigation', { name: 'Основная навигация' })
        .getByRole('link', { name: 'Мой список' })
        .click();
    } else {
      // No bottom navigation on a wide screen: the address «Мой список» remembers, as a bookmark.
      await page.goto('/lists');
    }
    await expect(page).toHaveURL(/\/login\?return=%2Flists$/);
    await logIn(page, demoAccounts.reader.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/lists/${demoAccounts.reader.username}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Списки' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: demoAccounts.reader.username }),
    ).toBeVisible();
  });

  test('a guest on a draft lands on the main page, and «Войти» there brings them to the draft', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'reader');
    const answer = await page.request.post('/api/drafts/novels', {
      data: { value: { name: `Way back ${testInfo.project.name} ${Date.now().toString(36)}` } },
    });
    expect(answer.ok()).toBe(true);
    const draftId = ((await answer.json()) as { result: { _id: string } }).result._id;
    await page.context().clearCookies();

    const draftPath = `/drafts/${draftId}`;
    await page.goto(draftPath);
    await expect(page).toHaveURL(`/?return=${encodeURIComponent(draftPath)}`);
    await topBarLogin(page).click();
    await expect(page).toHaveURL(`/login?return=${encodeURIComponent(draftPath)}`);
    await logIn(page, demoAccounts.reader.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(draftPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Добавление новеллы' })).toBeVisible();
  });

  test('a guest on /profile lands on the main page, and «Войти» there brings them to it', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/?return=%2Fprofile');
    await topBarLogin(page).click();
    await expect(page).toHaveURL('/login?return=%2Fprofile');
    await logIn(page, demoAccounts.reader.email, DEMO_PASSWORD);
    await expect(page).toHaveURL('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: demoAccounts.reader.username }),
    ).toBeVisible();
  });
});

test.describe('password recovery (docs/product §4)', () => {
  test('e-mail and captcha, the code from the mail, a new password', async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount(testInfo);
    await signUpThroughApi(request, account);
    const newPassword = 'e2e-password-2';

    await page.goto('/restore');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Восстановление пароля' }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await expect(page.getByRole('img', { name: 'Картинка с проверочным кодом' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Проверочный код' }).fill(E2E_CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Получить код' }).click();

    await expect(page.getByText('Шаг 2 из 3')).toBeVisible();
    const mail = await lastMailTo(account.email, { matching: /Код для восстановления пароля/ });
    const code = partOfMail(mail, /Код для восстановления пароля: (\d{6})/);
    await page.getByRole('textbox', { name: 'Код из письма' }).fill(code);
    await page.getByRole('button', { name: 'Продолжить' }).click();

    await expect(page.getByText('Шаг 3 из 3')).toBeVisible();
    await page.getByLabel('Новый пароль').fill(newPassword);
    await page.getByLabel('Повторите пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await expect(page.getByText('Пароль обновлен')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(avatarMenu(page, account.username)).toBeVisible();

    // The new password is the one that works now.
    await logOut(page, account.username);
    await page.goto('/login');
    await logIn(page, account.email, newPassword);
    await expect(avatarMenu(page, account.username)).toBeVisible();
  });
});

test.describe('accessibility of the sign-in pages', () => {
  for (const path of [
    '/login',
    '/registration',
    '/restore',
    '/registrationConfirm?token=unknown',
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoAxeViolations(page, { tags: WCAG_TAGS });
    });
  }
});
