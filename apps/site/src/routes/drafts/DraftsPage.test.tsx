import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DraftListItem } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  CREATOR_ID,
  currentAddress,
  draftRowOf,
  FakeApi,
  MODERATOR_ID,
  renderDraftPage,
  sessionOf,
  STRANGER_ID,
} from '../../test-support/drafts.fixtures';
import { expectFailureInPlace } from '../../test-support/load-failure';
import { DraftsPage } from './DraftsPage';

const listCall = 'GET /api/drafts';

const NOVEL_DRAFT = '6650a1b2c3d4e5f6a7b8c9b1';
const APPLIED_DRAFT = '6650a1b2c3d4e5f6a7b8c9b2';
const POST_DRAFT = '6650a1b2c3d4e5f6a7b8c9b3';
const OTHERS_DRAFT = '6650a1b2c3d4e5f6a7b8c9b4';
const STALE_DRAFT = '6650a1b2c3d4e5f6a7b8c9b5';

const rows: DraftListItem[] = [
  draftRowOf({ _id: NOVEL_DRAFT, title: 'Бесконечное лето', status: 'waitApprove' }),
  draftRowOf({ _id: APPLIED_DRAFT, type: 'updateNovel', title: 'Зайчик', status: 'applied' }),
  draftRowOf({
    _id: POST_DRAFT,
    kind: 'post',
    type: 'create',
    title: 'Статья о переводе',
    status: 'created',
  }),
  draftRowOf({
    _id: OTHERS_DRAFT,
    title: '',
    status: 'created',
    createdBy: { _id: STRANGER_ID, username: 'Другой' },
  }),
];

function renderDrafts(api: FakeApi, path = '/drafts') {
  return renderDraftPage(api, { page: <DraftsPage />, pattern: '/drafts', path });
}

/** The list answered for every query, the queries remembered in `api.calls`. */
const listing = (api: FakeApi, drafts: DraftListItem[] = rows, count = drafts.length) =>
  api.result(listCall, { drafts, count });

const creator = () => listing(new FakeApi(sessionOf('staff', CREATOR_ID)));
const list = () => screen.findByRole('list', { name: 'Черновики' });
const rowOf = async (name: string) => {
  const link = within(await list()).getByRole('link', { name });
  const row = link.closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const lastQuery = (api: FakeApi) => Object.fromEntries(api.callsTo(listCall).at(-1)?.query ?? []);
const typeTabs = () => screen.getByRole('tablist', { name: 'Типы черновиков' });
const statusTabs = () => screen.getByRole('tablist', { name: 'Статусы черновиков' });

describe('DraftsPage', () => {
  it('sends a guest to /login, coming back here, without asking for drafts', async () => {
    const api = listing(new FakeApi());
    renderDrafts(api, '/drafts?type=novel');
    await waitFor(() => expect(currentAddress()).toBe('/login?return=%2Fdrafts%3Ftype%3Dnovel'));
    expect(api.callsTo(listCall)).toHaveLength(0);
  });

  it('shows each draft: its title linked to its page, type, status, initiator, date', async () => {
    const api = creator();
    renderDrafts(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Черновики' })).toBeInTheDocument();
    const novel = await rowOf('Бесконечное лето');
    expect(within(novel).getByRole('link', { name: 'Бесконечное лето' })).toHaveAttribute(
      'href',
      `/drafts/${NOVEL_DRAFT}`,
    );
    expect(novel).toHaveTextContent('Добавление новеллы');
    expect(within(novel).getByText('Ждёт ревью')).toBeInTheDocument();
    expect(within(novel).getByRole('link', { name: 'Автор' })).toBeInTheDocument();
    expect(within(novel).getByText('02.03.2024')).toHaveAttribute(
      'datetime',
      '2024-03-02T10:00:00.000Z',
    );
    const post = await rowOf('Статья о переводе');
    expect(within(post).getByRole('link', { name: 'Статья о переводе' })).toHaveAttribute(
      'href',
      `/postDrafts/${POST_DRAFT}`,
    );
    expect(post).toHaveTextContent('Новая статья');
    // A draft without a title is named by what it proposes.
    expect(await rowOf('Добавление новеллы')).toHaveTextContent('Другой');
    expect(lastQuery(api)).toEqual({ page: '0' });
  });

  it('marks an edit whose project changed since it was made (docs/product §A4.1, ours)', async () => {
    const stale = draftRowOf({
      _id: STALE_DRAFT,
      type: 'updateNovel',
      title: 'Сакура',
      status: 'waitApprove',
      staleBase: true,
    });
    renderDrafts(listing(new FakeApi(sessionOf('staff', CREATOR_ID)), [stale, ...rows]));
    const mark = within(await rowOf('Сакура')).getByRole('note', {
      name: 'Проект изменился после создания черновика',
    });
    expect(mark).toHaveTextContent('Проект изменился');
    expect(within(await rowOf('Бесконечное лето')).queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('asks for the tabs and the page in the address, the page 0-based', async () => {
    const api = creator();
    renderDrafts(api, '/drafts?type=novel&status=review&page=3');
    await list();
    expect(lastQuery(api)).toEqual({ type: 'novel', status: 'review', page: '2' });
    expect(within(typeTabs()).getByRole('tab', { selected: true })).toHaveTextContent(
      'Новеллы и игры',
    );
    expect(within(statusTabs()).getByRole('tab', { selected: true })).toHaveTextContent('На ревью');
  });

  it('names the tabs: all, novels and games, articles; all, active, on review, completed', async () => {
    renderDrafts(creator());
    await list();
    expect(
      within(typeTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Новеллы и игры', 'Статьи']);
    expect(
      within(statusTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Все', 'Активные', 'На ревью', 'Завершенные']);
  });

  it.each([
    [
      'type',
      {
        from: '/drafts?status=active&page=3',
        tabs: typeTabs,
        tab: 'Статьи',
        to: '/drafts?type=post&status=active',
        query: { type: 'post', status: 'active', page: '0' },
      },
    ],
    [
      'status',
      {
        from: '/drafts?type=novel&page=3',
        tabs: statusTabs,
        tab: 'Завершенные',
        to: '/drafts?type=novel&status=completed',
        query: { type: 'novel', status: 'completed', page: '0' },
      },
    ],
  ] as const)(
    'goes back to the first page when the %s changes',
    async (_filter, { from, tabs, tab, to, query }) => {
      const api = creator();
      renderDrafts(api, from);
      await list();
      await userEvent.click(within(tabs()).getByRole('tab', { name: tab }));
      await waitFor(() => expect(currentAddress()).toBe(to));
      await waitFor(() => expect(lastQuery(api)).toEqual(query));
    },
  );

  it('pages through the list with the page in the address, 1-based', async () => {
    const api = listing(new FakeApi(sessionOf('staff')), rows, 45);
    renderDrafts(api, '/drafts?type=novel');
    await list();
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Страница 4' })).not.toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(currentAddress()).toBe('/drafts?type=novel&page=2'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ type: 'novel', page: '1' }));
  });

  it('shows at most 100 pages', async () => {
    renderDrafts(listing(new FakeApi(sessionOf('moderator', MODERATOR_ID)), rows, 5_000));
    await list();
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByRole('button', { name: 'Страница 100' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Страница 101' })).not.toBeInTheDocument();
  });

  it('says "Ничего нет" when there are no drafts, without a paginator', async () => {
    renderDrafts(listing(new FakeApi(sessionOf('staff')), [], 0));
    expect(await screen.findByText('Ничего нет')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it('says "Не удалось загрузить черновики" when the list does not come', async () => {
    renderDrafts(new FakeApi(sessionOf('staff')).failure(listCall, 500, 'Сбой'));
    await expectFailureInPlace('Не удалось загрузить черновики');
  });
});

describe('DraftsPage delete icon', () => {
  const deleteButton = (row: HTMLElement) =>
    within(row).queryByRole('button', { name: /^Удалить черновик/ });

  it('is on the creator’s novel drafts that are not applied, not on articles or others’', async () => {
    renderDrafts(creator());
    expect(deleteButton(await rowOf('Бесконечное лето'))).toHaveAccessibleName(
      'Удалить черновик «Бесконечное лето»',
    );
    expect(deleteButton(await rowOf('Зайчик'))).toBeNull();
    expect(deleteButton(await rowOf('Статья о переводе'))).toBeNull();
    expect(deleteButton(await rowOf('Добавление новеллы'))).toBeNull();
  });

  it('deletes after the confirmation, says "Черновик удален" and refreshes the list', async () => {
    // The API as it is: once deleted, the draft is no longer listed.
    const deleted = new Set<string>();
    const api = new FakeApi(sessionOf('staff', CREATOR_ID))
      .on(listCall, () => {
        const drafts = rows.filter((row) => !deleted.has(row._id));
        return { body: { result: { drafts, count: drafts.length } } };
      })
      .on(`DELETE /api/drafts/${NOVEL_DRAFT}`, () => {
        deleted.add(NOVEL_DRAFT);
        return { body: { result: { deleted: true } } };
      });
    renderDrafts(api);
    const row = await rowOf('Бесконечное лето');
    await userEvent.click(deleteButton(row) as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Вы действительно хотете удалить черновик "Бесконечное лето"?',
    });
    expect(within(dialog).getByText('Его будет нельзя восстановить.')).toBeInTheDocument();
    expect(deleted.size).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Черновик удален')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/drafts/${NOVEL_DRAFT}`)).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Черновики' })).queryByRole('link', {
          name: 'Бесконечное лето',
        }),
      ).not.toBeInTheDocument(),
    );
    expect(await rowOf('Зайчик')).toBeInTheDocument();
  });

  it('says "Не удалось удалить черновик: {message}" when the delete fails', async () => {
    const api = creator().failure(`DELETE /api/drafts/${NOVEL_DRAFT}`, 403, 'Нельзя');
    renderDrafts(api);
    await userEvent.click(deleteButton(await rowOf('Бесконечное лето')) as HTMLElement);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Не удалось удалить черновик: Нельзя')).toBeInTheDocument();
  });
});
