import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState, UserListItem } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { expectNotFoundForReaderAndGuest } from '../../test-support/staff-screen';
import { expectFailureInPlace } from '../../test-support/load-failure';
import { UsersPage } from './UsersPage';

const ADMIN_ID = '6650a1b2c3d4e5f6a7b8c9e1';
const listCall = 'GET /api/users';

const userOf = (
  fields: Partial<UserListItem> & { _id: string; username: string },
): UserListItem => ({
  email: `${fields.username.toLowerCase()}@example.test`,
  role: 'staff',
  createdAt: '2024-03-02T10:00:00.000Z',
  banned: null,
  ...fields,
});

const READER = userOf({ _id: '6650a1b2c3d4e5f6a7b8c9d1', username: 'john.doe' });
const MODERATOR = userOf({ _id: '6650a1b2c3d4e5f6a7b8c9d2', username: 'Модер', role: 'moderator' });
const BANNED = userOf({
  _id: '6650a1b2c3d4e5f6a7b8c9d3',
  username: 'Нарушитель',
  banned: { reason: 'спам', expiredAt: '2099-01-01T12:00:00.000Z' },
});
const FORGIVEN = userOf({
  _id: '6650a1b2c3d4e5f6a7b8c9d4',
  username: 'Прощённый',
  banned: { reason: 'было', expiredAt: '2020-01-01T12:00:00.000Z' },
});
const ADMIN = userOf({ _id: ADMIN_ID, username: 'user-admin', role: 'admin' });
const everyone = [READER, MODERATOR, BANNED, FORGIVEN, ADMIN];

/**
 * The API as it is: one store of users, searched by name or e-mail, removed users gone from it, the
 * count of the whole match; every query remembered in `api.calls`.
 */
function usersApi(session: SessionState | null, users: UserListItem[] = everyone, count?: number) {
  const store = [...users];
  return new FakeApi(session)
    .on(listCall, ({ url }) => {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = store.filter(
        (user) => user.username.toLowerCase().includes(search) || user.email.includes(search),
      );
      return { body: { result: { users: found, count: count ?? found.length } } };
    })
    .on(`DELETE /api/users/${READER._id}`, () => {
      store.splice(store.indexOf(READER), 1);
      return { body: { result: { removed: true } } };
    });
}

function renderUsers(api: FakeApi, path = '/users') {
  return renderArticlePage(api, { page: <UsersPage />, pattern: '/users', path });
}

const list = () => screen.findByRole('list', { name: 'Пользователи' });
const names = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
const rowOf = async (username: string) => {
  const row = within(await list())
    .getByRole('link', { name: username })
    .closest('li');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
};
const queries = (api: FakeApi) =>
  api.callsTo(listCall).map((call) => Object.fromEntries(call.query));
const lastQuery = (api: FakeApi) => queries(api).at(-1);
const sortButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Сортировка' })).getByRole('button', { name });

describe('UsersPage: who sees it (docs/product §2.2, §6)', () => {
  it('shows a reader and a guest the not-found page, and asks for nothing', async () => {
    await expectNotFoundForReaderAndGuest({
      apiFor: usersApi,
      render: renderUsers,
      alsoExpect: (api) => {
        expect(screen.queryByRole('heading', { name: 'Пользователи' })).toBeNull();
        expect(api.callsTo(listCall)).toHaveLength(0);
      },
    });
  });

  it('lists users for a moderator, without the administrator’s remove', async () => {
    const api = usersApi(sessionOf('moderator'));
    renderUsers(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
    expect(await names()).toEqual(['john.doe', 'Модер', 'Нарушитель', 'Прощённый', 'user-admin']);
    expect(screen.queryByRole('button', { name: /^Удалить пользователя/ })).toBeNull();
    expect(lastQuery(api)).toEqual({
      sortBy: 'createdAt',
      direction: 'desc',
      page: '0',
      limit: '50',
    });
  });
});

describe('UsersPage rows', () => {
  it('link each name to the profile by the username path rule (§2.2)', async () => {
    renderUsers(usersApi(sessionOf('moderator')));
    expect(within(await rowOf('john.doe')).getByRole('link', { name: 'john.doe' })).toHaveAttribute(
      'href',
      '/profile/john%E2%80%A4doe',
    );
  });

  it('show the e-mail, the role as §3 names it, the registration date', async () => {
    renderUsers(usersApi(sessionOf('moderator')));
    const reader = await rowOf('john.doe');
    expect(reader).toHaveTextContent('john.doe@example.test');
    expect(within(reader).getByText('Пользователь')).toBeInTheDocument();
    expect(within(reader).getByText('02.03.2024')).toHaveAttribute(
      'datetime',
      '2024-03-02T10:00:00.000Z',
    );
    expect(within(await rowOf('Модер')).getByText('Модератор')).toBeInTheDocument();
    expect(within(await rowOf('user-admin')).getByText('Администратор')).toBeInTheDocument();
  });

  it('show an active ban as "до {date}" with its reason, and not one that is over', async () => {
    renderUsers(usersApi(sessionOf('moderator')));
    const banned = await rowOf('Нарушитель');
    expect(within(banned).getByText('до 01.01.2099')).toBeInTheDocument();
    expect(banned).toHaveTextContent('Забанен до 01.01.2099 спам');
    expect(await rowOf('Прощённый')).not.toHaveTextContent(/Забанен|до \d/);
  });
});

describe('UsersPage search, paging and sort (in the address)', () => {
  it('asks for a search once typing pauses (200 ms), from the first page', async () => {
    const api = usersApi(sessionOf('moderator'));
    renderUsers(api, '/users?page=3');
    await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти пользователя' }), 'john');
    // Typed faster than the pause: nothing asked yet.
    expect(queries(api).filter((query) => 'search' in query)).toEqual([]);
    await waitFor(() => expect(currentAddress()).toBe('/users?search=john'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        search: 'john',
        sortBy: 'createdAt',
        direction: 'desc',
        page: '0',
        limit: '50',
      }),
    );
    // One search per pause, not one per key.
    expect(queries(api).filter((query) => 'search' in query)).toHaveLength(1);
    expect(await names()).toEqual(['john.doe']);
    expect(screen.getByText('Найдено: 1')).toBeInTheDocument();
  });

  it('says "Ничего не найдено" for a search that finds nobody', async () => {
    renderUsers(usersApi(sessionOf('moderator')), '/users?search=никого');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Найти пользователя' })).toHaveValue('никого');
    expect(screen.queryByRole('list', { name: 'Пользователи' })).toBeNull();
  });

  it('pages 50 at a time with the page in the address, 1-based', async () => {
    const api = usersApi(sessionOf('moderator'), everyone, 120);
    renderUsers(api);
    await list();
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Страница 4' })).toBeNull();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(currentAddress()).toBe('/users?page=2'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ page: '1', limit: '50' }));
  });

  it('opens the page, search and sort of the address', async () => {
    const api = usersApi(sessionOf('moderator'));
    renderUsers(api, '/users?search=mod&sort=createdAt&order=asc&page=2');
    await screen.findByText(/Найдено/);
    expect(lastQuery(api)).toEqual({
      search: 'mod',
      sortBy: 'createdAt',
      direction: 'asc',
      page: '1',
      limit: '50',
    });
  });

  it('sends the name direction inverted (§4): a first press lists А→Я', async () => {
    const api = usersApi(sessionOf('moderator'));
    renderUsers(api);
    await list();
    await userEvent.click(sortButton(/^По имени/));
    await waitFor(() => expect(currentAddress()).toBe('/users?sort=name'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sortBy: 'username', direction: 'asc' }),
    );
    // The bar says the order the list is in.
    expect(sortButton(/^По имени/)).toHaveAccessibleName('По имени, по возрастанию');
    expect(sortButton(/^По имени/)).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(sortButton(/^По имени/));
    await waitFor(() => expect(currentAddress()).toBe('/users?sort=name&order=asc'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sortBy: 'username', direction: 'desc' }),
    );
    expect(sortButton(/^По имени/)).toHaveAccessibleName('По имени, по убыванию');
  });

  it('sends the date direction as it is, and a new sort starts from the first page', async () => {
    const api = usersApi(sessionOf('moderator'));
    renderUsers(api, '/users?sort=name&page=2');
    await list();
    await userEvent.click(sortButton(/^По дате регистрации/));
    await waitFor(() => expect(currentAddress()).toBe('/users'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({ sortBy: 'createdAt', direction: 'desc', page: '0' }),
    );
    expect(sortButton(/^По дате регистрации/)).toHaveAccessibleName(
      'По дате регистрации, по убыванию',
    );
  });

  it('says "Не удалось загрузить пользователей" when the list does not come', async () => {
    renderUsers(new FakeApi(sessionOf('moderator')).failure(listCall, 500, 'Сбой'));
    await expectFailureInPlace('Не удалось загрузить пользователей');
  });
});

describe('UsersPage remove (administrators only, §6)', () => {
  const removeButton = (row: HTMLElement) =>
    within(row).queryByRole('button', { name: /^Удалить пользователя/ });

  it('is on every row but the administrator’s own', async () => {
    renderUsers(usersApi(sessionOf('admin', ADMIN_ID)));
    expect(removeButton(await rowOf('john.doe'))).toHaveAccessibleName(
      'Удалить пользователя john.doe',
    );
    expect(removeButton(await rowOf('Модер'))).not.toBeNull();
    expect(removeButton(await rowOf('user-admin'))).toBeNull();
  });

  it('removes after the confirmation, says "Пользователь удалён", and the user is gone', async () => {
    const api = usersApi(sessionOf('admin', ADMIN_ID));
    renderUsers(api);
    await userEvent.click(removeButton(await rowOf('john.doe')) as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Удалить пользователя john.doe?',
    });
    expect(api.callsTo(`DELETE /api/users/${READER._id}`)).toHaveLength(0);
    const asked = api.callsTo(listCall).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Пользователь удалён')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/users/${READER._id}`)).toHaveLength(1);
    await waitFor(async () =>
      expect(await names()).toEqual(['Модер', 'Нарушитель', 'Прощённый', 'user-admin']),
    );
    // The page is asked again (the next users move up).
    await waitFor(() => expect(api.callsTo(listCall).length).toBeGreaterThan(asked));
    expect(screen.getByText('Всего: 4')).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = usersApi(sessionOf('admin', ADMIN_ID));
    renderUsers(api);
    await userEvent.click(removeButton(await rowOf('john.doe')) as HTMLElement);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }),
    );
    expect(api.callsTo(`DELETE /api/users/${READER._id}`)).toHaveLength(0);
    expect(await rowOf('john.doe')).toBeInTheDocument();
  });

  it('says "Не удалось удалить пользователя" with the reason, and keeps the row', async () => {
    const api = usersApi(sessionOf('admin', ADMIN_ID)).failure(
      `DELETE /api/users/${READER._id}`,
      403,
      'Forbidden',
    );
    renderUsers(api);
    await userEvent.click(removeButton(await rowOf('john.doe')) as HTMLElement);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    expect(
      await screen.findByText('Не удалось удалить пользователя: Forbidden'),
    ).toBeInTheDocument();
    const row = await rowOf('john.doe');
    expect(removeButton(row)).toBeEnabled();
  });
});
