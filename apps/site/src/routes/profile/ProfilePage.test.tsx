import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicProfileSchema, type SessionState } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { ProfilePage } from './ProfilePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLAVYA_ID = '6650a1b2c3d4e5f6a7b8c9f1';

function aProfile(overrides: Record<string, unknown> = {}) {
  return publicProfileSchema.parse({
    _id: SLAVYA_ID,
    username: 'Slavya.Dev',
    role: 'staff',
    description: '',
    ...overrides,
  });
}

const emptyNovels = { novels: [], count: 0 };

/** The API of a profile page: the profile by name, its lists, comments and projects. */
function profileApi(session: SessionState | null, profile = aProfile()) {
  return new FakeApi()
    .result('GET /api/settings', session)
    .result('GET /api/profileByUsername/Slavya%E2%80%A4Dev', profile)
    .result(`GET /api/profile/${SLAVYA_ID}`, profile)
    .result('GET /api/users/Slavya%E2%80%A4Dev/lists', [
      { listId: `${SLAVYA_ID}-reading`, list: 'reading', count: 2 },
      { listId: `${SLAVYA_ID}-read`, list: 'read', count: 0 },
    ])
    .on('GET /api/users/Slavya%E2%80%A4Dev/novels', ({ url }) => ({
      body: {
        result: url.searchParams.get('kind') === 'added' ? { novels: [], count: 3 } : emptyNovels,
      },
    }))
    .result('GET /api/comments', { comments: [], count: 0 });
}

function renderAt(api: FakeApi, path: string) {
  return renderRoutePage(api, {
    page: <ProfilePage />,
    patterns: ['/profile', '/profile/:username'],
    path,
  });
}

const slavyaPath = '/profile/Slavya%E2%80%A4Dev';
const heading = () => screen.findByRole('heading', { level: 1, name: 'Slavya.Dev' });
const header = () => screen.getByRole('region', { name: 'Slavya.Dev' });

describe('ProfilePage', () => {
  it('sends a guest on /profile to the main page, remembering /profile for «Войти»', async () => {
    renderAt(profileApi(null), '/profile');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?return=%2Fprofile$/),
    );
  });

  it('shows "Пользователь не найден" for a name nobody has', async () => {
    const api = profileApi(null).failure('GET /api/profileByUsername/nobody', 404, 'Not Found');
    renderAt(api, '/profile/nobody');
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
  });

  it('shows the error page and "Не удалось загрузить профиль" when the profile fails otherwise (docs/product §8)', async () => {
    const api = profileApi(null).failure(
      'GET /api/profileByUsername/Slavya%E2%80%A4Dev',
      503,
      'База недоступна',
    );
    renderAt(api, slavyaPath);
    expect(await screen.findByRole('heading', { name: 'Ошибка дес ё' })).toBeInTheDocument();
    expect(screen.getByText('База недоступна')).toBeInTheDocument();
    expect(await screen.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    expect(screen.queryByText('Пользователь не найден')).not.toBeInTheDocument();
  });

  it('shows someone else\'s profile: decoded name, "Написать", lists and the tabs they have', async () => {
    renderAt(profileApi(sessionOf('staff')), slavyaPath);
    await heading();
    expect(within(header()).getByRole('link', { name: 'Написать' })).toHaveAttribute(
      'href',
      `/messages?user=${SLAVYA_ID}`,
    );
    expect(within(header()).queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(within(header()).queryByRole('button', { name: 'Забанить' })).toBeNull();
    // They added projects and own none: "Добавленное" without "Права на редактирование".
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Списки',
        'Комментарии',
        'Добавленное',
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Читаю: 2' })).toHaveAttribute(
      'href',
      '/lists/Slavya%E2%80%A4Dev?list=reading',
    );
  });

  it('shows one\'s own profile at /profile with "Редактировать" and "Настройки"', async () => {
    const own = sessionOf('staff', SLAVYA_ID);
    renderAt(profileApi(own), '/profile');
    await heading();
    expect(within(header()).getByRole('link', { name: 'Редактировать' })).toHaveAttribute(
      'href',
      `/edit/profile/${SLAVYA_ID}`,
    );
    expect(within(header()).getByRole('link', { name: 'Настройки' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(header()).queryByRole('link', { name: 'Написать' })).toBeNull();
  });

  it('lets a moderator ban with a reason and a duration, and says so', async () => {
    const api = profileApi(sessionOf('moderator')).result(`PUT /api/profile/${SLAVYA_ID}/ban`, {
      banned: { reason: 'спам', expiredAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    renderAt(api, slavyaPath);
    await heading();
    const user = userEvent.setup();
    await user.click(within(header()).getByRole('button', { name: 'Забанить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Забанить пользователя Slavya.Dev' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 час', '6 часов', '24 часа', '7 дней', 'Навсегда']);
    // No reason: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Забанить' }));
    expect(within(dialog).getByText('Укажите причину')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/profile/${SLAVYA_ID}/ban`)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Причина' }), 'спам');
    await user.click(within(dialog).getByRole('radio', { name: '1 час' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Забанить' }));
    expect(await screen.findByText('Пользователь забанен')).toBeInTheDocument();
    const [call] = api.callsTo(`PUT /api/profile/${SLAVYA_ID}/ban`);
    const body = call?.body as { reason: string; expiredAt: string };
    expect(body.reason).toBe('спам');
    const hour = Date.parse(body.expiredAt) - before;
    expect(hour).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect(hour).toBeLessThanOrEqual(3_600_000 + 5000);
  });

  it('shows the ban chip and "Разбанить" for a banned user, and tells a failed unban', async () => {
    const banned = aProfile({
      banned: { reason: 'спам', expiredAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    const api = profileApi(sessionOf('moderator'), banned).failure(
      `PUT /api/profile/${SLAVYA_ID}/unban`,
      500,
      'Internal Server Error',
    );
    renderAt(api, slavyaPath);
    await heading();
    expect(within(header()).getByText(/^до /)).toBeInTheDocument();
    await userEvent.click(within(header()).getByRole('button', { name: 'Разбанить' }));
    expect(await screen.findByText('Не получилось разбанить пользователя')).toBeInTheDocument();
  });
});
