import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportCaseSchema, type ReportCase, type SessionState } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, sessionOf } from '../../test-support/fake-api';
import { renderRoutePage } from '../../test-support/render-route';
import { expectNotFoundForReaderAndGuest } from '../../test-support/staff-screen';
import { ReportQueuePage } from './ReportQueuePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MODERATOR_ID = '6650a1b2c3d4e5f6a7b8c9e1';
const COMMENT_ID = '6650a1b2c3d4e5f6a7b8c9c1';
const listCall = 'GET /api/reports';
const claimCall = `PUT /api/reports/comment/${COMMENT_ID}/claim`;
const resolveCall = `PUT /api/reports/comment/${COMMENT_ID}/resolve`;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function reportCase(overrides: Record<string, unknown> = {}): ReportCase {
  return reportCaseSchema.parse({
    _id: `comment:${COMMENT_ID}`,
    subject: {
      kind: 'comment',
      id: COMMENT_ID,
      name: 'Все вы тут…',
      href: '/novels/elka#6650a1b2c3d4e5f6a7b8c9c1',
      author: { _id: '6650a1b2c3d4e5f6a7b8c9a1', username: 'grubian' },
    },
    reports: [
      {
        reporter: { _id: '6650a1b2c3d4e5f6a7b8c9a2', username: 'reader1' },
        reason: 'insult',
        text: 'Оскорбляет всех',
        at: minutesAgo(5),
      },
      {
        reporter: { _id: '6650a1b2c3d4e5f6a7b8c9a3', username: 'reader2' },
        reason: 'spam',
        text: '',
        at: minutesAgo(3),
      },
    ],
    weight: 2.25,
    status: 'open',
    claimedBy: null,
    claimedAt: null,
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
    note: '',
    ...overrides,
  });
}

const queueApi = (
  session: SessionState | null = sessionOf('moderator', MODERATOR_ID),
  cases = [reportCase()],
) =>
  new FakeApi()
    .result('GET /api/settings', session)
    .result(listCall, { cases, count: cases.length });

function renderQueue(api: FakeApi, path = '/reports') {
  return renderRoutePage(api, { page: <ReportQueuePage />, patterns: ['/reports'], path });
}

const caseItem = () =>
  screen.findByRole('listitem', { name: 'Комментарий: Все вы тут…' }, { timeout: 5_000 });

/** Presses the case's «Решить» and waits for its dialog. */
async function openResolveDialog(): Promise<HTMLElement> {
  const item = await caseItem();
  await userEvent.click(
    within(item).getByRole('button', { name: 'Решить: Комментарий: Все вы тут…' }),
  );
  return screen.findByRole('dialog', { name: 'Решить жалобу' });
}

describe('/reports (docs/product §A3.2–A3.3, ours)', { timeout: 15_000 }, () => {
  it('is the not-found page for a reader and a guest, who ask for nothing', async () => {
    await expectNotFoundForReaderAndGuest({
      apiFor: (session) => queueApi(session),
      render: renderQueue,
      alsoExpect: (api) => expect(api.callsTo(listCall)).toHaveLength(0),
    });
  });

  it('shows a moderator each case: what, where, whose, its weight, every report', async () => {
    const api = queueApi();
    renderQueue(api);
    const item = await caseItem();
    expect(screen.getByRole('heading', { level: 1, name: 'Жалобы' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Открытые' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo(listCall)[0]!.query.get('status')).toBe('open');
    expect(api.callsTo(listCall)[0]!.query.get('page')).toBe('0');
    expect(within(item).getByRole('link', { name: 'Все вы тут…' })).toHaveAttribute(
      'href',
      '/novels/elka#6650a1b2c3d4e5f6a7b8c9c1',
    );
    expect(within(item).getByRole('link', { name: 'grubian' })).toHaveAttribute(
      'href',
      '/profile/grubian',
    );
    expect(item).toHaveTextContent('Вес: 2.25');
    const reports = within(within(item).getByRole('list', { name: 'Жалобы читателей' }));
    const [first, second] = reports.getAllByRole('listitem');
    expect(first).toHaveTextContent('reader1');
    expect(first).toHaveTextContent('Оскорбление');
    expect(first).toHaveTextContent('Оскорбляет всех');
    expect(first).toHaveTextContent('5 минут назад');
    expect(second).toHaveTextContent('Спам или реклама');
    expect(screen.getByText(/по ссылкам на то, на что пожаловались/)).toBeInTheDocument();
  });

  it('says who has taken a case, and not a claim that has lapsed', async () => {
    const olga = { _id: '6650a1b2c3d4e5f6a7b8c9b9', username: 'Ольга' };
    renderQueue(queueApi(undefined, [reportCase({ claimedBy: olga, claimedAt: minutesAgo(10) })]));
    expect(await caseItem()).toHaveTextContent('Разбирает: Ольга');
    cleanup();
    renderQueue(queueApi(undefined, [reportCase({ claimedBy: olga, claimedAt: minutesAgo(45) })]));
    expect(await caseItem()).not.toHaveTextContent('Разбирает');
  });

  it('reads the resolved tab and the page from the address, with each decision', async () => {
    const resolved = reportCase({
      status: 'resolved',
      resolution: 'removed',
      resolvedBy: { _id: MODERATOR_ID, username: 'user-moderator' },
      resolvedAt: minutesAgo(1),
      note: 'Удалён вместе с веткой',
    });
    const api = queueApi().result(listCall, { cases: [resolved], count: 45 });
    renderQueue(api, '/reports?status=resolved&page=2');
    const item = await caseItem();
    expect(api.callsTo(listCall)[0]!.query.get('status')).toBe('resolved');
    expect(api.callsTo(listCall)[0]!.query.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Рассмотренные' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(item).toHaveTextContent('Решение: Удалено');
    expect(item).toHaveTextContent('Удалён вместе с веткой');
    expect(within(item).queryByRole('button', { name: /Взять/ })).toBeNull();
    expect(within(item).queryByRole('button', { name: /Решить/ })).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
  });

  it('takes a case, and says in place when another moderator has it', async () => {
    const api = queueApi().failure(claimCall, 409, 'Жалобу уже разбирает Ольга');
    renderQueue(api);
    const item = await caseItem();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Взять: Комментарий: Все вы тут…' }),
    );
    expect(await within(item).findByRole('alert')).toHaveTextContent('Жалобу уже разбирает Ольга');
    expect(api.callsTo(claimCall)).toHaveLength(1);
    // The queue is asked again, so the case shows who has it.
    await waitFor(() => expect(api.callsTo(listCall)).toHaveLength(2));
  });

  it('resolves a case with its decision and note, then asks for the queue again', async () => {
    const api = queueApi().on(resolveCall, ({ body }) => ({
      body: {
        result: reportCase({
          status: 'resolved',
          ...(body as object),
          resolvedAt: minutesAgo(0),
        }),
      },
    }));
    renderQueue(api);
    const dialog = await openResolveDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Решить' }));
    expect(await within(dialog).findByText('Выберите решение')).toBeInTheDocument();
    expect(api.callsTo(resolveCall)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Нарушения нет' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Заметка/ }), 'Мнение');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Решить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(resolveCall)[0]?.body).toEqual({ resolution: 'dismissed', note: 'Мнение' });
    expect(await screen.findByText('Жалоба рассмотрена')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(listCall)).toHaveLength(2));
  });

  it('keeps the dialog and what was chosen when the case is refused, saying why', async () => {
    const api = queueApi().failure(resolveCall, 409, 'Жалобу уже разбирает Ольга');
    renderQueue(api);
    const dialog = await openResolveDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Удалено' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Решить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Жалобу уже разбирает Ольга',
    );
    expect(within(dialog).getByRole('radio', { name: 'Удалено' })).toBeChecked();
  });
});
