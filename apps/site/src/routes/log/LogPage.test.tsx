import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  moderationLogEntrySchema,
  publicModerationEntrySchema,
  type ModerationLogEntry,
  type PublicModerationEntry,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { LogPage } from './LogPage';

const entry = (overrides: Partial<ModerationLogEntry>): ModerationLogEntry =>
  moderationLogEntrySchema.parse({
    _id: '6650a1b2c3d4e5f6a7b8c9c1',
    at: new Date(Date.now() - 60_000).toISOString(),
    by: { _id: '6650a1b2c3d4e5f6a7b8c9c9', username: 'Модератор' },
    action: 'ban',
    text: 'бан kate.b до 2030-01-01: спам',
    ...overrides,
  });

const entries = [
  entry({ target: { kind: 'user', id: 'u1', name: 'kate.b' } }),
  entry({
    _id: '6650a1b2c3d4e5f6a7b8c9c2',
    action: 'deleteNovel',
    text: 'удалён проект «Ёлка»',
    target: { kind: 'novel', id: 'n1', url: 'elka', section: 'tbs', name: 'Ёлка' },
  }),
  // Written before targets: its text alone.
  entry({ _id: '6650a1b2c3d4e5f6a7b8c9c3', action: 'unban', text: 'разбан старой записи' }),
];

function renderLog(api: FakeApi, path = '/log') {
  return renderArticlePage(api, { page: <LogPage />, pattern: '/log', path });
}

const logApi = (count = entries.length, page = 0) =>
  new FakeApi(sessionOf('moderator')).result('GET /api/log/entries', { entries, count, page });

describe('/log (docs/product §2.2)', () => {
  it('shows a moderator who did what to whom and when, newest first, with links', async () => {
    renderLog(logApi());
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Журнал модерации/));
    const [ban, removal, old] = within(list).getAllByRole('listitem');
    expect(ban).toHaveTextContent('Бан');
    expect(ban).toHaveTextContent('1 минуту назад');
    expect(within(ban!).getByRole('link', { name: 'Модератор' })).toHaveAttribute(
      'href',
      '/profile/%D0%9C%D0%BE%D0%B4%D0%B5%D1%80%D0%B0%D1%82%D0%BE%D1%80',
    );
    expect(within(ban!).getByRole('link', { name: 'kate.b' })).toHaveAttribute(
      'href',
      '/profile/kate%E2%80%A4b',
    );
    expect(ban).toHaveTextContent('бан kate.b до 2030-01-01: спам');
    expect(removal).toHaveTextContent('Удаление проекта');
    expect(within(removal!).getByRole('link', { name: 'Ёлка' })).toHaveAttribute(
      'href',
      '/games/elka',
    );
    expect(old).toHaveTextContent('Разбан');
    expect(old).toHaveTextContent('разбан старой записи');
    expect(within(old!).getAllByRole('link')).toHaveLength(1);
  });

  it('pages 50 at a time with the page in the address', async () => {
    const api = logApi(120, 1);
    renderLog(api, '/log?page=2');
    await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(api.callsTo('GET /api/log/entries')[0]!.query.get('page')).toBe('1');
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).queryByRole('button', { name: 'Страница 4' })).toBeNull();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(currentAddress()).toBe('/log?page=3'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/log/entries').at(-1)!.query.get('page')).toBe('2'),
    );
  });

  it('says when the log does not come, and tries again on request', async () => {
    let fails = true;
    const api = new FakeApi(sessionOf('admin')).on('GET /api/log/entries', () =>
      fails
        ? { status: 500, body: { message: 'Сбой' } }
        : { body: { result: { entries, count: 3, page: 0 } } },
    );
    renderLog(api);
    expect(await screen.findAllByText('Не удалось загрузить журнал модерации')).not.toHaveLength(0);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Журнал модерации' })).toBeInTheDocument();
  });
});

const publicEntry = (overrides: Partial<PublicModerationEntry>): PublicModerationEntry =>
  publicModerationEntrySchema.parse({
    _id: '6650a1b2c3d4e5f6a7b8c9d1',
    at: new Date(Date.now() - 60_000).toISOString(),
    by: { _id: '6650a1b2c3d4e5f6a7b8c9c9', username: 'Модератор' },
    action: 'sanction',
    details: 'Комментарии, до 02.05.2026 16:00, правило: Оскорбления: оскорбления',
    ...overrides,
  });

const project = { kind: 'novel', id: 'n1', url: 'elka', section: 'tbs', name: 'Ёлка' } as const;
const publicEntries = [
  publicEntry({ target: { kind: 'user', id: 'u1', name: 'kate.b' } }),
  publicEntry({
    _id: '6650a1b2c3d4e5f6a7b8c9d2',
    action: 'forceDeleteComment',
    details: '',
    target: { kind: 'comment', id: 'c1', name: '', on: project },
  }),
  publicEntry({
    _id: '6650a1b2c3d4e5f6a7b8c9d3',
    action: 'editVocabulary',
    details: '',
    target: { kind: 'vocabulary', id: 't1', vocabulary: 'tags', name: 'Романтика' },
  }),
];

describe('/log for everyone else: the lines written for everyone (docs/product §A2.9)', () => {
  const publicApi = (count = publicEntries.length) =>
    new FakeApi(null).result('GET /api/moderationLog', { entries: publicEntries, count, page: 0 });

  it('shows a guest who did what to what and when, with the details and links', async () => {
    const api = publicApi();
    renderLog(api);
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeInTheDocument();
    const [sanction, removal, tag] = within(list).getAllByRole('listitem');
    expect(sanction).toHaveTextContent('Ограничение');
    expect(sanction).toHaveTextContent('правило: Оскорбления: оскорбления');
    expect(within(sanction!).getByRole('link', { name: 'kate.b' })).toHaveAttribute(
      'href',
      '/profile/kate%E2%80%A4b',
    );
    // A removed comment: where it was, never its words.
    expect(removal).toHaveTextContent('Удаление комментария');
    expect(within(removal!).getByRole('link', { name: 'комментарий' })).toHaveAttribute(
      'href',
      '/games/elka',
    );
    // Tags live on the staff's /filters: named, not linked.
    expect(tag).toHaveTextContent('Романтика');
    expect(within(tag!).queryByRole('link', { name: 'Романтика' })).toBeNull();
    expect(api.callsTo('GET /api/log/entries')).toHaveLength(0);
  });

  it('shows a reader the same, and pages with the page in the address', async () => {
    const api = new FakeApi(sessionOf('staff')).result('GET /api/moderationLog', {
      entries: publicEntries,
      count: 120,
      page: 1,
    });
    renderLog(api, '/log?page=2');
    await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(api.callsTo('GET /api/moderationLog')[0]!.query.get('page')).toBe('1');
    expect(api.callsTo('GET /api/log/entries')).toHaveLength(0);
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(currentAddress()).toBe('/log?page=3'));
  });
});

describe('/log?entry: the entry a link points at (docs/product §A2.9, §A2.10)', () => {
  const removal = publicEntry({
    _id: '6650a1b2c3d4e5f6a7b8c9d4',
    action: 'removeComment',
    details: 'Комментарий пользователя kate.b на странице «Ёлка»',
    target: { kind: 'comment', id: 'c2', name: '', on: project },
  });

  it('shows a guest the page holding the entry, marked as current and focused', async () => {
    const api = new FakeApi(null).result('GET /api/moderationLog', {
      entries: [...publicEntries, removal],
      count: 120,
      page: 2,
    });
    renderLog(api, `/log?entry=${removal._id}`);
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    // The log finds the page; the address's page, if any, is not asked for.
    const [call] = api.callsTo('GET /api/moderationLog');
    expect(call!.query.get('entry')).toBe(removal._id);
    expect(call!.query.has('page')).toBe(false);
    const items = within(list).getAllByRole('listitem');
    const current = items.find((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toBe(items[3]);
    expect(current).toHaveAttribute('id', `log-${removal._id}`);
    expect(current).toHaveTextContent('Снятие комментария');
    expect(current).toHaveTextContent('Комментарий пользователя kate.b на странице «Ёлка»');
    await waitFor(() => expect(current).toHaveFocus());
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // The paginator shows the page answered, and its links drop the entry.
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 1' }));
    await waitFor(() => expect(currentAddress()).toBe('/log'));
  });

  it('shows a moderator the same entry among the full lines', async () => {
    const api = new FakeApi(sessionOf('moderator')).result('GET /api/log/entries', {
      entries: [entry({ _id: removal._id, action: 'removeComment', text: 'удалил комментарий' })],
      count: 1,
      page: 0,
    });
    renderLog(api, `/log?entry=${removal._id}`);
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(api.callsTo('GET /api/log/entries')[0]!.query.get('entry')).toBe(removal._id);
    const [line] = within(list).getAllByRole('listitem');
    expect(line).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(line).toHaveFocus());
  });

  it('opens the page asked for, nothing marked, when the address’s entry is no id', async () => {
    const api = new FakeApi(null).result('GET /api/moderationLog', {
      entries: publicEntries,
      count: 120,
      page: 1,
    });
    renderLog(api, '/log?entry=nonsense&page=2');
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    const [call] = api.callsTo('GET /api/moderationLog');
    expect(call!.query.get('page')).toBe('1');
    expect(call!.query.has('entry')).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .some((item) => item.hasAttribute('aria-current')),
    ).toBe(false);
  });
});
