import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { captchaImageSource } from './CaptchaField';
import { RegistrationPage } from './RegistrationPage';
import {
  captchaSvg,
  failure,
  installFakeApi,
  ok,
  readerSession,
} from '../../test-support/fake-fetch';
import { currentAddress, renderPage } from './test-support/render-page';

const field = (name: string) => screen.getByLabelText(name);
const captchaImage = () => screen.findByRole('img', { name: 'Картинка с проверочным кодом' });

async function fillIn(values: {
  username?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  captcha?: string;
}) {
  await captchaImage();
  const entries: [string, string | undefined][] = [
    ['Имя пользователя', values.username],
    ['Email', values.email],
    ['Пароль', values.password],
    ['Повторите пароль', values.confirmPassword],
    ['Проверочный код', values.captcha],
  ];
  for (const [label, value] of entries) if (value) await userEvent.type(field(label), value);
}

const validForm = {
  username: 'Новичок',
  email: 'new@example.test',
  password: 'long-password',
  confirmPassword: 'long-password',
  captcha: 'abcde',
};

/** Opens the page at `path` and sends the valid form with Enter. */
async function signUp(path = '/registration') {
  renderPage(<RegistrationPage />, path);
  await fillIn(validForm);
  await userEvent.keyboard('{Enter}');
}

describe('/registration (docs/product §2.2, §5 Registration)', () => {
  it('shows the rules of §5 under the fields and focuses the first invalid one', async () => {
    installFakeApi();
    renderPage(<RegistrationPage />, '/registration');
    await fillIn({
      username: 'ab',
      email: 'no-at-sign',
      password: 'short',
      confirmPassword: 'other',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(field('Имя пользователя')).toHaveAccessibleDescription(
      'Длина имени пользователя должна быть не менее 3 символов',
    );
    expect(field('Email')).toHaveAccessibleDescription('Некорректный Email');
    expect(field('Пароль')).toHaveAccessibleDescription(
      'Длина пароля должна быть не менее 8 символов',
    );
    expect(field('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(field('Проверочный код')).toHaveAccessibleDescription('Не введен проверочный код');
    expect(field('Имя пользователя')).toHaveFocus();
  });

  it('shows the captcha as an image and loads another one on request', async () => {
    const api = installFakeApi();
    renderPage(<RegistrationPage />, '/registration');

    expect(await captchaImage()).toHaveAttribute('src', captchaImageSource(captchaSvg(1)));
    await userEvent.click(screen.getByRole('button', { name: 'Показать другой проверочный код' }));
    await waitFor(async () =>
      expect(await captchaImage()).toHaveAttribute('src', captchaImageSource(captchaSvg(2))),
    );
    expect(api.requestsTo('GET /api/captcha')).toHaveLength(2);
  });

  it('signs up with the captcha, says a confirmation mail was sent and goes to the return address', async () => {
    const api = installFakeApi({ 'POST /api/signup': () => ok(readerSession) });
    await signUp('/registration?return=%2Fposts');

    expect(await currentAddress()).toBe('/posts');
    expect(api.requestsTo('POST /api/signup')[0]?.body).toEqual({
      username: 'Новичок',
      email: 'new@example.test',
      password: 'long-password',
      captchaId: 'captcha-1',
      captchaValue: 'abcde',
    });
    expect(
      await screen.findByText(
        'Регистрация прошла успешно. Письмо для подтверждения адреса отправлено на new@example.test.',
      ),
    ).toBeInTheDocument();
  });

  it('puts a taken name under the name field and loads a new captcha (the old one is used up)', async () => {
    const api = installFakeApi({
      'POST /api/signup': () =>
        failure(409, 'Такой пользователь уже существует', {
          username: 'Такой пользователь уже существует',
        }),
    });
    await signUp();

    await waitFor(() =>
      expect(field('Имя пользователя')).toHaveAccessibleDescription(
        'Такой пользователь уже существует',
      ),
    );
    expect(field('Имя пользователя')).toHaveFocus();
    expect(field('Проверочный код')).toHaveValue('');
    await waitFor(() => expect(api.requestsTo('GET /api/captcha')).toHaveLength(2));
  });

  it('puts a registered e-mail under the e-mail field', async () => {
    installFakeApi({
      'POST /api/signup': () =>
        failure(409, 'Данный Email уже зарегистрирован', {
          email: 'Данный Email уже зарегистрирован',
        }),
    });
    await signUp();

    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription('Данный Email уже зарегистрирован'),
    );
  });

  it('shows a wrong captcha answer (498) under the captcha field', async () => {
    installFakeApi({
      'POST /api/signup': () =>
        failure(498, 'Коды не совпадают', { captchaValue: 'Коды не совпадают' }),
    });
    await signUp();

    await waitFor(() =>
      expect(field('Проверочный код')).toHaveAccessibleDescription('Коды не совпадают'),
    );
    expect(field('Проверочный код')).toHaveFocus();
  });

  it('asks to repeat an expired captcha (498 "expired") with a new challenge', async () => {
    const api = installFakeApi({
      'POST /api/signup': () =>
        failure(498, 'expired', { captchaValue: 'Повторите проверочный код' }),
    });
    await signUp();

    await waitFor(() =>
      expect(field('Проверочный код')).toHaveAccessibleDescription('Повторите проверочный код'),
    );
    expect(await captchaImage()).toHaveAttribute('src', captchaImageSource(captchaSvg(2)));
    expect(api.requestsTo('GET /api/captcha')).toHaveLength(2);
  });

  it('says "Не получилось зарегистрировать пользователя" on any other failure', async () => {
    installFakeApi({ 'POST /api/signup': () => failure(500, 'Internal Server Error') });
    await signUp();

    expect(
      await screen.findByText('Не получилось зарегистрировать пользователя'),
    ).toBeInTheDocument();
  });

  it('shows no form when registration is blocked on this device', async () => {
    localStorage.setItem(STORAGE_KEYS.registrationBlocked, '1');
    const api = installFakeApi();
    renderPage(<RegistrationPage />, '/registration');

    const page = await screen.findByRole('region', { name: 'Регистрация' });
    expect(within(page).getByText('Регистрация с этого устройства недоступна.')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/signup')).toEqual([]);
  });

  it('sends a signed-in reader to the main page', async () => {
    installFakeApi({ 'GET /api/settings': () => ok(readerSession) });
    renderPage(<RegistrationPage />, '/registration');

    expect(await currentAddress()).toBe('/');
  });
});
