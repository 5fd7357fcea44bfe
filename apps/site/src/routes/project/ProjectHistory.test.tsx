import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionState } from '@vn/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionOf } from '../../test-support/fake-api';
import { NOVEL_ID, projectApi, renderProjectPage } from './project.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT_ID = '6650a1b2c3d4e5f6a7b8c9b1';
const revisionsCall = `GET /api/novels/${NOVEL_ID}/revisions`;
const diffCall = `GET /api/novels/${NOVEL_ID}/revisions/diff`;

/** The project page's API with a history of two revisions: the baseline and one applied draft. */
function historyApi(session: SessionState | null = null) {
  return projectApi({ session })
    .result(revisionsCall, {
      revisions: [
        {
          number: 2,
          novel: NOVEL_ID,
          draft: DRAFT_ID,
          by: { _id: '6650a1b2c3d4e5f6a7b8c9f5', username: 'Модератор' },
          at: '2024-03-02T10:00:00.000Z',
          changedFields: ['name', 'genreIds'],
        },
        {
          number: 1,
          novel: NOVEL_ID,
          draft: null,
          by: null,
          at: '2020-01-02T10:00:00.000Z',
          changedFields: ['name'],
        },
      ],
    })
    .result(diffCall, {
      from: 1,
      to: 2,
      changes: [
        { field: 'name', before: 'Лето', after: 'Бесконечное лето' },
        { field: 'genreIds', before: ['g1'], after: ['g1', 'g2'] },
        { field: 'releasedYear', before: 2012, after: 2013 },
      ],
    })
    .result('GET /api/filters', {
      genres: [
        { _id: 'g1', value: 'Драма' },
        { _id: 'g2', value: 'Комедия' },
      ],
      tags: [],
      platforms: [],
    });
}

/**
 * "О странице" is a lazy chunk (ProjectTabs.tsx): the first test in a run that opens it waits for
 * its code to load, which takes longer than a find's second when the machine is busy.
 */
const LAZY_TAB = { timeout: 10_000 };
const history = () => screen.findByRole('list', { name: 'История изменений' }, LAZY_TAB);
const entry = async (title: string) => {
  const heading = within(await history()).getByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no entry ${title}`);
  return item;
};

describe('the project history on "О странице"', () => {
  it('is not asked for until the tab is open', async () => {
    const api = historyApi();
    renderProjectPage(api);
    await screen.findByRole('heading', { level: 1, name: 'Бесконечное лето' });
    expect(api.callsTo(revisionsCall)).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'О странице' }));
    expect(
      await screen.findByRole('heading', { name: 'История изменений' }, LAZY_TAB),
    ).toBeInTheDocument();
    expect(api.callsTo(revisionsCall)).toHaveLength(1);
  });

  it('lists who changed the project and when, newest first', async () => {
    renderProjectPage(historyApi(), '/novels/everlasting-summer?tab=about');
    const items = within(await history()).getAllByRole('heading', { level: 3 });
    expect(items.map((item) => item.textContent)).toEqual(['Правка 2', 'Исходная версия']);
    const latest = await entry('Правка 2');
    expect(within(latest).getByRole('link', { name: 'Модератор' })).toBeInTheDocument();
    expect(within(latest).getByText('02.03.2024')).toBeInTheDocument();
    // A guest may not see drafts.
    expect(within(latest).queryByRole('link', { name: 'Черновик' })).not.toBeInTheDocument();
  });

  it('links a moderator to the draft behind a change', async () => {
    renderProjectPage(historyApi(sessionOf('moderator')), '/novels/everlasting-summer?tab=about');
    expect(within(await entry('Правка 2')).getByRole('link', { name: 'Черновик' })).toHaveAttribute(
      'href',
      `/drafts/${DRAFT_ID}`,
    );
    expect(
      within(await entry('Исходная версия')).queryByRole('link', { name: 'Черновик' }),
    ).not.toBeInTheDocument();
  });

  it('shows what a change did when asked, genres by name, hidden fields left out', async () => {
    const api = historyApi();
    renderProjectPage(api, '/novels/everlasting-summer?tab=about');
    const latest = await entry('Правка 2');
    expect(api.callsTo(diffCall)).toHaveLength(0);
    const toggle = within(latest).getByRole('button', { name: 'Что изменилось' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const changes = await within(latest).findByRole('list', { name: 'Изменения: правка 2' });
    expect(Object.fromEntries(api.callsTo(diffCall)[0]?.query ?? [])).toEqual({
      from: '1',
      to: '2',
    });
    expect(
      within(changes)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Название', 'Жанры']);
    expect(within(changes).getByRole('group', { name: 'Название: было' })).toHaveTextContent(
      'Лето',
    );
    expect(within(changes).getByRole('group', { name: 'Жанры: стало' })).toHaveTextContent(
      'ДрамаКомедия',
    );
    await userEvent.click(within(latest).getByRole('button', { name: 'Скрыть изменения' }));
    await waitFor(() => expect(within(latest).queryByRole('list')).not.toBeInTheDocument());
  });
  it('shows a history that did not load in its place, with Повторить, and says so (docs/product §8)', async () => {
    const api = historyApi().failure(revisionsCall, 503, 'База недоступна');
    renderProjectPage(api, '/novels/everlasting-summer?tab=about');
    expect(await screen.findAllByText('Не удалось загрузить историю изменений')).toHaveLength(2);
    api.result(revisionsCall, { revisions: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ничего нет')).toBeInTheDocument();
  });
});
