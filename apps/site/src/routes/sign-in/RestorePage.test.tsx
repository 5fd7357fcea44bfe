import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captchaImageSource } from './CaptchaField';
import { RestorePage } from './RestorePage';
import {
  captchaSvg,
  failure,
  installFakeApi,
  ok,
  readerSession,
  type FakeHandler,
} from '../../test-support/fake-fetch';
import { currentAddress, renderPage } from './test-support/render-page';

const field = (name: string) => screen.getByLabelText(name);
const captchaImage = () => screen.findByRole('img', { name: 'Картинка с проверочным кодом' });

async function requestCode(email = 'reader@example.test', captcha = 'abcde') {
  await captchaImage();
  if (email) await userEvent.type(field('Email'), email);
  if (captcha) await userEvent.type(field('Проверочный код'), captcha);
  await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
}

async function enterCode(code: string) {
  const codeField = await screen.findByRole('textbox', { name: 'Код из письма' });
  await userEvent.clear(codeField);
  await userEvent.type(codeField, `${code}{Enter}`);
}

/** Types the new password and its repeat on the last step, and sends them with Enter. */
async function changePassword(password: string) {
  await userEvent.type(await screen.findByLabelText('Новый пароль'), password);
  await userEvent.type(field('Повторите пароль'), `${password}{Enter}`);
}

function recoveryApi(routes: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'POST /api/restorePassword': () => ok(true),
    'POST /api/restorePassword/code': ({ body }) =>
      ok((body as { code: string }).code === '123456'),
    'POST /api/restorePassword/change': () => ok(readerSession),
    ...routes,
  });
}

describe('/restore step 0: e-mail and captcha (docs/product §4, §5 Restore)', () => {
  it('asks for a valid e-mail and the captcha answer', async () => {
    const api = recoveryApi();
    renderPage(<RestorePage />, '/restore');
    await requestCode('nobody', '');

    expect(field('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Некорректный Email'),
    );
    expect(field('Проверочный код')).toHaveAccessibleDescription('Не введен проверочный код');
    expect(field('Email')).toHaveFocus();
    expect(api.requestsTo('POST /api/restorePassword')).toEqual([]);
  });

  it('on "expired" (498) loads a new captcha and asks to repeat it', async () => {
    const api = recoveryApi({
      'POST /api/restorePassword': () =>
        failure(498, 'expired', { captchaValue: 'Повторите проверочный код' }),
    });
    renderPage(<RestorePage />, '/restore');
    await requestCode();

    await waitFor(() =>
      expect(field('Проверочный код')).toHaveAccessibleDescription('Повторите проверочный код'),
    );
    expect(await captchaImage()).toHaveAttribute('src', captchaImageSource(captchaSvg(2)));
    expect(api.requestsTo('POST /api/restorePassword')[0]?.body).toEqual({
      email: 'reader@example.test',
      captchaId: 'captcha-1',
      captchaValue: 'abcde',
    });
  });

  it('on any other captcha error (498) says "Коды не совпадают"', async () => {
    recoveryApi({ 'POST /api/restorePassword': () => failure(498, 'Коды не совпадают') });
    renderPage(<RestorePage />, '/restore');
    await requestCode();

    await waitFor(() =>
      expect(field('Проверочный код')).toHaveAccessibleDescription('Коды не совпадают'),
    );
  });

  it('says "Не получилось отправить запрос на восстановление пароля" on other failures', async () => {
    recoveryApi({ 'POST /api/restorePassword': () => failure(500, 'Internal Server Error') });
    renderPage(<RestorePage />, '/restore');
    await requestCode();

    expect(
      await screen.findByText('Не получилось отправить запрос на восстановление пароля'),
    ).toBeInTheDocument();
  });
});

describe('/restore steps 1 and 2: code, new password (docs/product §4)', () => {
  it('walks the three steps: a wrong code is refused, the right one leads to the new password', async () => {
    const api = recoveryApi();
    renderPage(<RestorePage />, '/restore');
    await requestCode();

    expect(await screen.findByText('Шаг 2 из 3')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Код из письма' })).toHaveFocus();
    await enterCode('654321');
    await waitFor(() =>
      expect(field('Код из письма')).toHaveAccessibleDescription(
        expect.stringContaining('Код не совпадает'),
      ),
    );
    expect(screen.getAllByText('Код не совпадает').length).toBeGreaterThan(0);

    await enterCode('123456');
    expect(await screen.findByText('Шаг 3 из 3')).toBeInTheDocument();
    expect(field('Новый пароль')).toHaveFocus();
    await userEvent.type(field('Новый пароль'), 'new-password');
    await userEvent.type(field('Повторите пароль'), 'new-passwort{Enter}');
    expect(field('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');

    await userEvent.clear(field('Повторите пароль'));
    await userEvent.type(field('Повторите пароль'), 'new-password{Enter}');
    expect(await currentAddress()).toBe('/');
    expect(await screen.findByText('Пароль обновлен')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/restorePassword/change')[0]?.body).toEqual({
      email: 'reader@example.test',
      code: '123456',
      password: 'new-password',
    });
  });

  it('accepts only the six digits of the mail as a code', async () => {
    const api = recoveryApi();
    renderPage(<RestorePage />, '/restore');
    await requestCode();
    await enterCode('12ab');

    expect(field('Код из письма')).toHaveAccessibleDescription(
      expect.stringContaining('Введите 6 цифр из письма'),
    );
    expect(api.requestsTo('POST /api/restorePassword/code')).toEqual([]);
  });

  it('says "Не получилось выполнить запрос" when the new password cannot be saved', async () => {
    recoveryApi({
      'POST /api/restorePassword/change': () => failure(500, 'Internal Server Error'),
    });
    renderPage(<RestorePage />, '/restore');
    await requestCode();
    await enterCode('123456');
    await changePassword('new-password');

    expect(await screen.findByText('Не получилось выполнить запрос')).toBeInTheDocument();
    expect(field('Новый пароль')).toBeInTheDocument();
  });

  it('goes back to the code when it stopped working before the password was changed', async () => {
    recoveryApi({
      'POST /api/restorePassword/change': () =>
        failure(400, 'Код не совпадает', { code: 'Код не совпадает' }),
    });
    renderPage(<RestorePage />, '/restore');
    await requestCode();
    await enterCode('123456');
    await changePassword('new-password');

    expect(await screen.findByText('Шаг 2 из 3')).toBeInTheDocument();
    expect(await screen.findByText('Код не совпадает')).toBeInTheDocument();
  });

  it('sends a signed-in reader to the main page', async () => {
    installFakeApi({ 'GET /api/settings': () => ok(readerSession) });
    renderPage(<RestorePage />, '/restore');

    expect(await currentAddress()).toBe('/');
  });
});
