import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@vn/domain';
import { describe, expect, it, vi } from 'vitest';
import type * as GoogleIdentityModule from './google-identity';
import { loadGoogleIdentity, type GoogleIdentity } from './google-identity';
import { LoginPage } from './LoginPage';
import {
  deferred,
  failure,
  installFakeApi,
  ok,
  readerSession,
} from '../../test-support/fake-fetch';
import { currentAddress, renderPage } from './test-support/render-page';

// Google's script is a boundary we do not own: the tests stand in for it.
vi.mock('./google-identity', async (importOriginal) => ({
  ...(await importOriginal<typeof GoogleIdentityModule>()),
  loadGoogleIdentity: vi.fn(),
}));

const emailField = () => screen.findByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Пароль');

async function fillIn(email: string, password: string) {
  await userEvent.type(await emailField(), email);
  await userEvent.type(passwordField(), password);
}

describe('/login (docs/product §2.2)', () => {
  it('shows the rule under each field and focuses the first invalid one', async () => {
    const api = installFakeApi();
    renderPage(<LoginPage />, '/login');
    await userEvent.type(await emailField(), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await emailField()).toHaveAccessibleDescription('Некорректный Email');
    expect(passwordField()).toHaveAccessibleDescription('Введите пароль');
    expect(await emailField()).toHaveFocus();
    expect(api.requestsTo('POST /api/login')).toEqual([]);
  });

  it('signs in on Enter and goes back to the remembered page', async () => {
    const api = installFakeApi({ 'POST /api/login': () => ok(readerSession) });
    renderPage(<LoginPage />, '/login?return=%2Fnovels%3Fpage%3D2');
    await fillIn(' Reader@Example.test ', 'secret-password{Enter}');

    expect(await currentAddress()).toBe('/novels?page=2');
    const [request] = api.requestsTo('POST /api/login');
    expect(request?.body).toEqual({ email: 'Reader@Example.test', password: 'secret-password' });
  });

  it('says "Неправильный логин или пароль" when the API refuses the credentials (401)', async () => {
    installFakeApi({
      'POST /api/login': () => failure(401, 'Неправильный логин или пароль'),
    });
    renderPage(<LoginPage />, '/login');
    await fillIn('reader@example.test', 'wrong-password{Enter}');

    expect(await screen.findByText('Неправильный логин или пароль')).toBeInTheDocument();
    expect(await emailField()).toBeInTheDocument();
  });

  it('says "Не удалось войти" on any other failure', async () => {
    installFakeApi({ 'POST /api/login': () => failure(429, 'Слишком много попыток') });
    renderPage(<LoginPage />, '/login');
    await fillIn('reader@example.test', 'secret-password{Enter}');

    expect(await screen.findByText('Не удалось войти')).toBeInTheDocument();
  });

  it('waits for the session, then sends a signed-in reader to the main page', async () => {
    const session = deferred<ReturnType<typeof ok>>();
    installFakeApi({ 'GET /api/settings': () => session.promise });
    renderPage(<LoginPage />, '/login?return=%2Fnovels');

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    session.resolve(ok(readerSession));
    expect(await currentAddress()).toBe('/');
  });

  it('disables the registration link when registration is blocked on this device', async () => {
    localStorage.setItem(STORAGE_KEYS.registrationBlocked, 'true');
    installFakeApi();
    renderPage(<LoginPage />, '/login');

    const link = await screen.findByRole('link', { name: 'Регистрация' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAccessibleDescription('Регистрация с этого устройства недоступна.');
  });

  it('links to registration with the remembered page, and to recovery', async () => {
    installFakeApi();
    renderPage(<LoginPage />, '/login?return=%2Fnovels');

    expect(await screen.findByRole('link', { name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/registration?return=%2Fnovels',
    );
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/restore',
    );
  });
});

describe('/login: sign-in with Google (docs/product §2.2, §7)', () => {
  it('without a client id, the button is disabled and says why', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', '');
    installFakeApi();
    renderPage(<LoginPage />, '/login');

    const button = await screen.findByRole('button', { name: 'Войти через Google' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Вход через Google на этом сайте не настроен.');
  });

  it('loads nothing from Google until pressed, then sends the credential and opens the profile', async () => {
    vi.stubEnv('VITE_GOOGLE_CLIENT_ID', 'client-id.apps.googleusercontent.com');
    const api = installFakeApi({ 'POST /api/login/google': () => ok(readerSession) });
    const identity: GoogleIdentity = {
      initialize: vi.fn(({ callback }) => queueMicrotask(() => callback({ credential: 'jwt' }))),
      prompt: vi.fn(),
      renderButton: vi.fn(),
    };
    vi.mocked(loadGoogleIdentity).mockResolvedValue(identity);
    renderPage(<LoginPage />, '/login');

    const button = await screen.findByRole('button', { name: 'Войти через Google' });
    expect(loadGoogleIdentity).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    await userEvent.click(button);

    expect(await currentAddress()).toBe('/profile');
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-id.apps.googleusercontent.com' }),
    );
    await waitFor(() =>
      expect(api.requestsTo('POST /api/login/google')[0]?.body).toEqual({ token: 'jwt' }),
    );
  });
});
