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
    .result('GET /api/comments', { comments: [], count: 0 })
    .result(`GET /api/profile/${SLAVYA_ID}/sanctions`, { sanctions: [], suggestions: null });
}

function renderAt(api: FakeApi, path: string) {
  return renderRoutePage(api, {
    page: <ProfilePage />,
    patterns: ['/profile', '/profile/:username'],
    path,
  });
}

const slavyaPath = '/profile/Slavya%E2%80%A4Dev';
/** The sanctions are lazy chunks: the first test to open one waits for its code on a busy machine. */
const LAZY = { timeout: 10_000 };
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

const SANCTIONS = `/api/profile/${SLAVYA_ID}/sanctions`;
const MODERATOR = { _id: '6650a1b2c3d4e5f6a7b8c9e1', username: 'user-moderator' };

/** A sanction of the history, as the API answers it (newest first). */
function aSanction(overrides: Record<string, unknown> = {}) {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c9a1',
    userId: SLAVYA_ID,
    scope: 'comments',
    startsAt: new Date(Date.now() - 600_000).toISOString(),
    endsAt: new Date(Date.now() + 3_000_000).toISOString(),
    rule: 'spam',
    publicReason: 'реклама казино',
    privateNote: 'третий раз за неделю',
    about: null,
    issuedBy: MODERATOR,
    liftedAt: null,
    liftReason: null,
    liftedBy: null,
    ...overrides,
  };
}

const suggestions = {
  everything: 'warning',
  comments: 'sixHours',
  messages: 'warning',
  drafts: 'warning',
  uploads: 'warning',
  reports: 'warning',
};

/** Slavya's profile as `api` answers it, with its «Ограничить» form opened. */
async function openSanctionForm(api: FakeApi) {
  renderAt(api, slavyaPath);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Ограничить' }));
  const form = await screen.findByRole('form', { name: 'Ограничить пользователя' }, LAZY);
  /** Picks `option` in the form's select whose label matches `label`. */
  const choose = async (label: RegExp, option: string) => {
    await user.click(within(form).getByRole('button', { name: label }));
    await user.click(screen.getByRole('option', { name: option }));
  };
  return { user, form, choose };
}

describe('ProfilePage: sanctions (docs/product §A2, ours)', () => {
  it('preselects the duration the history suggests for the chosen scope, and says so', async () => {
    const api = profileApi(sessionOf('moderator')).result(`GET ${SANCTIONS}`, {
      sanctions: [],
      suggestions,
    });
    const { form, choose } = await openSanctionForm(api);
    await choose(/Что ограничить/, 'Комментарии');
    const duration = within(form).getByRole('button', { name: /Срок/ });
    await waitFor(() => expect(duration).toHaveTextContent('6 часов'));
    expect(within(form).getByText('Предложено по истории: 6 часов')).toBeInTheDocument();
    expect(screen.getByText('Ограничений не было')).toBeInTheDocument();
  });

  it('says in place what is missing, sends nothing, and keeps what was typed when the API refuses', async () => {
    const api = profileApi(sessionOf('moderator'))
      .result(`GET ${SANCTIONS}`, { sanctions: [], suggestions })
      .failure(`POST ${SANCTIONS}`, 400, 'Неверные данные', {
        rule: 'Выберите нарушенное правило',
      });
    const { user, form, choose } = await openSanctionForm(api);
    await user.click(within(form).getByRole('button', { name: 'Ограничить' }));
    expect(
      await within(form).findByText('Укажите причину, её увидит пользователь'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Выберите, что ограничить')).toBeInTheDocument();
    expect(api.callsTo(`POST ${SANCTIONS}`)).toHaveLength(0);

    await choose(/Что ограничить/, 'Личные сообщения');
    await choose(/Нарушенное правило/, 'Спам и реклама');
    await user.type(within(form).getByRole('textbox', { name: /^Причина/ }), 'рассылка');
    await user.type(within(form).getByRole('textbox', { name: /Заметка/ }), 'после жалоб');
    await user.click(within(form).getByRole('button', { name: 'Ограничить' }));

    expect(await within(form).findByText('Выберите нарушенное правило')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Не удалось ограничить пользователя: Неверные данные',
    );
    expect(api.callsTo(`POST ${SANCTIONS}`)[0]?.body).toEqual({
      scope: 'messages',
      rule: 'spam',
      publicReason: 'рассылка',
      privateNote: 'после жалоб',
      duration: 'warning',
    });
    expect(within(form).getByRole('textbox', { name: /^Причина/ })).toHaveValue('рассылка');
    expect(within(form).getByRole('textbox', { name: /Заметка/ })).toHaveValue('после жалоб');
  });

  it('gives a sanction and shows it in the history asked again', async () => {
    const given = aSanction();
    let history: unknown[] = [];
    const api = profileApi(sessionOf('moderator'))
      .on(`GET ${SANCTIONS}`, () => ({ body: { result: { sanctions: history, suggestions } } }))
      .on(`POST ${SANCTIONS}`, () => {
        history = [given];
        return { body: { result: given } };
      });
    const { user, form, choose } = await openSanctionForm(api);
    await choose(/Что ограничить/, 'Комментарии');
    await choose(/Нарушенное правило/, 'Спам и реклама');
    await user.type(within(form).getByRole('textbox', { name: /^Причина/ }), 'реклама казино');
    await user.click(within(form).getByRole('button', { name: 'Ограничить' }));

    expect(await screen.findByText('Ограничение выдано')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'История ограничений' });
    expect(list).toHaveTextContent('Действует');
    expect(list).toHaveTextContent('Причина: реклама казино');
    expect(list).toHaveTextContent('Заметка для модераторов: третий раз за неделю');
    expect(list).toHaveTextContent('Выдал: user-moderator');
    expect(api.callsTo(`POST ${SANCTIONS}`)[0]?.body).toMatchObject({ duration: 'sixHours' });
  });

  it('lifts a sanction in force with a reason, asked for first', async () => {
    const sanction = aSanction();
    const api = profileApi(sessionOf('moderator'))
      .result(`GET ${SANCTIONS}`, { sanctions: [sanction], suggestions })
      .result(`PUT /api/sanctions/${sanction._id}/lift`, {
        ...sanction,
        liftedAt: new Date().toISOString(),
        liftReason: 'ошибся',
        liftedBy: MODERATOR,
      });
    renderAt(api, slavyaPath);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: /^Снять ограничение «Комментарии/ }, LAZY),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Снять ограничение' });
    await user.click(within(dialog).getByRole('button', { name: 'Снять' }));
    expect(within(dialog).getByText('Укажите, почему ограничение снимается')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/sanctions/${sanction._id}/lift`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Причина снятия' }), 'ошибся');
    await user.click(within(dialog).getByRole('button', { name: 'Снять' }));
    expect(await screen.findByText('Ограничение снято')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/sanctions/${sanction._id}/lift`)[0]?.body).toEqual({
      reason: 'ошибся',
    });
    await waitFor(() => expect(api.callsTo(`GET ${SANCTIONS}`).length).toBeGreaterThanOrEqual(2));
  });

  it('shows the person their own history, without notes or controls', async () => {
    const own = sessionOf('staff', SLAVYA_ID);
    const { privateNote: _note, ...withoutNote } = aSanction();
    const ended = aSanction({
      _id: '6650a1b2c3d4e5f6a7b8c9a2',
      scope: 'messages',
      startsAt: '2026-01-01T09:00:00.000Z',
      endsAt: '2026-01-01T10:00:00.000Z',
      privateNote: undefined,
    });
    const api = profileApi(own).result(`GET ${SANCTIONS}`, {
      sanctions: [withoutNote, ended],
      suggestions: null,
    });
    renderAt(api, '/profile');
    const list = await screen.findByRole('list', { name: 'История ограничений' }, LAZY);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('Личные сообщения: с 01.01.2026 12:00 до 01.01.2026 13:00');
    expect(list).toHaveTextContent('Закончилось');
    expect(list).not.toHaveTextContent('Заметка');
    expect(screen.queryByRole('button', { name: 'Ограничить' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Снять/ })).toBeNull();
  });
});
