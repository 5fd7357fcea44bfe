import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pageTitle,
  publicModerationEntrySchema,
  type PublicModerationEntry,
  type SessionState,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { moderationJournalRoute } from './route';

const { Component: ModerationJournalPage } = moderationJournalRoute;

const entry = (overrides: Partial<PublicModerationEntry>): PublicModerationEntry =>
  publicModerationEntrySchema.parse({
    _id: '6650a1b2c3d4e5f6a7b8c9c1',
    at: new Date(Date.now() - 60_000).toISOString(),
    by: { _id: '6650a1b2c3d4e5f6a7b8c9c9', username: 'Модератор' },
    action: 'sanction',
    details: 'Комментарии, до 02.05.2026 16:00, правило: Оскорбления: оскорбления',
    ...overrides,
  });

const project = { kind: 'novel', id: 'n1', url: 'elka', section: 'tbs', name: 'Ёлка' } as const;
const entries = [
  entry({ target: { kind: 'user', id: 'u1', name: 'kate.b' } }),
  entry({
    _id: '6650a1b2c3d4e5f6a7b8c9c2',
    action: 'forceDeleteComment',
    details: '',
    target: { kind: 'comment', id: 'c1', name: '', on: project },
  }),
  entry({
    _id: '6650a1b2c3d4e5f6a7b8c9c3',
    action: 'editVocabulary',
    details: '',
    target: { kind: 'vocabulary', id: 't1', vocabulary: 'tags', name: 'Романтика' },
  }),
];

function renderJournal(api: FakeApi, path = '/moderation') {
  return renderArticlePage(api, { page: <ModerationJournalPage />, pattern: '/moderation', path });
}

const journalApi = (session: SessionState | null = null, count = entries.length) =>
  new FakeApi(session).result('GET /api/moderationLog', { entries, count });

describe('/moderation: the log everyone reads (docs/product §A2.9)', () => {
  it('shows a guest who did what to what and when, with the details and links', async () => {
    renderJournal(journalApi());
    const list = await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал модерации' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Журнал модерации')));
    const [sanction, removal, tag] = within(list).getAllByRole('listitem');
    expect(sanction).toHaveTextContent('Ограничение');
    expect(sanction).toHaveTextContent('1 минуту назад');
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
    expect(screen.queryByRole('link', { name: 'Полный журнал' })).toBeNull();
  });

  it('points staff to the full log', async () => {
    renderJournal(journalApi(sessionOf('moderator')));
    expect(await screen.findByRole('link', { name: 'Полный журнал' })).toHaveAttribute(
      'href',
      '/log',
    );
  });

  it('pages 50 at a time with the page in the address', async () => {
    const api = journalApi(null, 120);
    renderJournal(api, '/moderation?page=2');
    await screen.findByRole('list', { name: 'Журнал модерации' });
    expect(api.callsTo('GET /api/moderationLog')[0]!.query.get('page')).toBe('1');
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(currentAddress()).toBe('/moderation?page=3'));
  });

  it('says when the log does not come, and tries again on request', async () => {
    let fails = true;
    const api = new FakeApi(null).on('GET /api/moderationLog', () =>
      fails
        ? { status: 500, body: { message: 'Сбой' } }
        : { body: { result: { entries, count: 3 } } },
    );
    renderJournal(api);
    expect(await screen.findAllByText('Не удалось загрузить журнал модерации')).not.toHaveLength(0);
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('list', { name: 'Журнал модерации' })).toBeInTheDocument();
  });
});
