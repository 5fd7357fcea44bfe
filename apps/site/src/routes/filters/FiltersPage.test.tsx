import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  novelsRoute,
  orderVocabulary,
  type SessionState,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { useEndpoint } from '../../api/use-endpoint';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { expectNotFoundForReaderAndGuest } from '../../test-support/staff-screen';
import { expectFailureInPlace } from '../../test-support/load-failure';
import { FiltersPage } from './FiltersPage';

const SCHOOL = '6650a1b2c3d4e5f6a7b8c0a1';
const MYSTERY = '6650a1b2c3d4e5f6a7b8c0a2';
const DRAMA = '6650a1b2c3d4e5f6a7b8c0b1';
const WINDOWS = '6650a1b2c3d4e5f6a7b8c0c1';
const PSP = '6650a1b2c3d4e5f6a7b8c0c2';

type Vocabularies = Record<VocabularyKind, (VocabularyEntry & { spoiler?: boolean })[]>;

const seed = (): Vocabularies => ({
  genres: [{ _id: DRAMA, value: 'Драма' }],
  platforms: [
    { _id: WINDOWS, value: 'Windows' },
    { _id: PSP, value: 'PSP' },
  ],
  tags: [
    { _id: MYSTERY, value: 'Мистика' },
    { _id: SCHOOL, value: 'Школа' },
  ],
});

const kindOfPath = (path: string) => path.split('/')[2] as VocabularyKind;

/**
 * The API as it is: the vocabularies answered from one store, renames and removals changing it, so a
 * list asked again after a write shows what the API would answer.
 */
function vocabularyApi(session: SessionState | null = sessionOf('moderator')) {
  const store = seed();
  const api = new FakeApi(session)
    // In the API's order (vocabularies.service.ts).
    .on('GET /api/filters', () => ({
      body: {
        result: {
          genres: orderVocabulary('genres', store.genres),
          platforms: orderVocabulary('platforms', store.platforms),
          tags: orderVocabulary('tags', store.tags),
        },
      },
    }))
    .result('GET /api/novels', { novels: [], count: 0 });
  for (const kind of ['genres', 'platforms', 'tags'] as const) {
    for (const entry of store[kind]) {
      api.on(`PUT /api/${kind}/${entry._id}`, ({ url, body }) => {
        const found = store[kindOfPath(url.pathname)].find((each) => each._id === entry._id);
        if (!found) return { status: 404, body: { message: 'Not Found' } };
        found.value = (body as { value: string }).value;
        return { body: { result: { ...found } } };
      });
      api.on(`DELETE /api/${kind}/${entry._id}`, ({ url }) => {
        const list = store[kindOfPath(url.pathname)];
        list.splice(
          list.findIndex((each) => each._id === entry._id),
          1,
        );
        return { body: { result: { removed: true } } };
      });
    }
  }
  for (const tag of store.tags) {
    api.on(`PUT /api/tags/${tag._id}/spoiler`, ({ body }) => {
      const { spoiler } = body as { spoiler: boolean };
      if (spoiler) tag.spoiler = true;
      else delete tag.spoiler;
      return { body: { result: { ...tag } } };
    });
  }
  return api;
}

/** A catalogue list on screen beside the page, as the cache holds one: a rename shows there. */
function CatalogueProbe() {
  useEndpoint(novelsRoute, { query: { tags: 'Школа' } });
  return null;
}

function renderFilters(api: FakeApi, path = '/filters?kind=tags') {
  return renderArticlePage(api, {
    page: (
      <>
        <FiltersPage />
        <CatalogueProbe />
      </>
    ),
    pattern: '/filters',
    path,
  });
}

const list = (name = 'Теги') => screen.findByRole('list', { name });
/** Opens the page on its tags as a moderator and waits for the list; answers the fake API. */
async function openTags(api = vocabularyApi()): Promise<FakeApi> {
  renderFilters(api);
  await list();
  return api;
}
const rowOf = async (value: string, listName = 'Теги') => {
  const row = within(await list(listName))
    .getByText(value, { exact: true })
    .closest('li');
  if (!row) throw new Error(`no row for ${value}`);
  return row;
};
/** The names in the list, in order (a row's first part; the spoiler control and mark follow). */
const values = async (listName = 'Теги') =>
  within(await list(listName))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);
const renameButton = (value: string) =>
  screen.getByRole('button', { name: `Переименовать тег «${value}»` });
const renameField = (value: string) =>
  screen.getByRole('textbox', { name: `Новое название вместо «${value}»` });

describe('FiltersPage: who sees it (docs/product §2.2, §6)', () => {
  it('shows a reader and a guest the not-found page, and asks for nothing', async () => {
    await expectNotFoundForReaderAndGuest({
      apiFor: vocabularyApi,
      render: renderFilters,
      alsoExpect: (api) => {
        expect(screen.queryByRole('heading', { name: 'Фильтры' })).toBeNull();
        expect(api.callsTo('GET /api/filters')).toHaveLength(0);
        expect(document.title).not.toContain('Фильтры');
      },
    });
  });

  it('shows a moderator and an administrator the vocabularies', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const view = renderFilters(vocabularyApi(sessionOf(role)));
      expect(await screen.findByRole('heading', { level: 1, name: 'Фильтры' })).toBeInTheDocument();
      expect(await values()).toEqual(['Мистика', 'Школа']);
      view.unmount();
    }
  });
});

describe('FiltersPage: tabs and search', () => {
  it('has a tab per vocabulary, genres first, the tab in the address', async () => {
    renderFilters(vocabularyApi(), '/filters');
    const tabs = await screen.findByRole('tablist', { name: 'Словари' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Жанры', 'Платформы', 'Теги']);
    expect(await values('Жанры')).toEqual(['Драма']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Платформы' }));
    await waitFor(() => expect(currentAddress()).toBe('/filters?kind=platforms'));
    expect(await values('Платформы')).toEqual(['Windows', 'PSP']);
  });

  it('searches the list in any case, the search in the address', async () => {
    await openTags();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти: теги' }), 'шк');
    expect(await values()).toEqual(['Школа']);
    expect(currentAddress()).toBe('/filters?kind=tags&search=%D1%88%D0%BA');
    expect(screen.getByText('Найдено: 1 из 2')).toBeInTheDocument();
  });

  it('opens with the search of the address', async () => {
    renderFilters(vocabularyApi(), '/filters?kind=tags&search=мист');
    expect(await values()).toEqual(['Мистика']);
    expect(screen.getByRole('searchbox', { name: 'Найти: теги' })).toHaveValue('мист');
  });

  it('says "Ничего не найдено" when nothing matches', async () => {
    await openTags();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти: теги' }), 'нет такого');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Теги' })).toBeNull();
  });

  it('says "Не удалось загрузить фильтры" when the vocabularies do not come', async () => {
    renderFilters(new FakeApi(sessionOf('moderator')).failure('GET /api/filters', 500, 'Сбой'));
    await expectFailureInPlace('Не удалось загрузить фильтры');
  });
});

describe('FiltersPage: rename', () => {
  it('renames in place: the name sent with its id, the list and the catalogue asked again', async () => {
    const api = await openTags();
    const novelsAsked = api.callsTo('GET /api/novels').length;
    const filtersAsked = api.callsTo('GET /api/filters').length;
    await userEvent.click(renameButton('Школа'));
    const field = renameField('Школа');
    expect(field).toHaveValue('Школа');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, 'Академия{Enter}');
    expect(await screen.findByText('Тег переименован')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/tags/${SCHOOL}`).map((call) => call.body)).toEqual([
      { _id: SCHOOL, value: 'Академия' },
    ]);
    // In the API's order at once, and what the API answers when asked again.
    expect(await values()).toEqual(['Академия', 'Мистика']);
    await waitFor(() =>
      expect(api.callsTo('GET /api/filters').length).toBeGreaterThan(filtersAsked),
    );
    await waitFor(() => expect(api.callsTo('GET /api/novels').length).toBeGreaterThan(novelsAsked));
    // The keyboard is back on the row's rename button.
    await waitFor(() => expect(renameButton('Академия')).toHaveFocus());
  });

  it('keeps a renamed row in sight though the search no longer matches it', async () => {
    renderFilters(vocabularyApi(), '/filters?kind=tags&search=шк');
    await list();
    await userEvent.click(renameButton('Школа'));
    await userEvent.clear(renameField('Школа'));
    await userEvent.type(renameField('Школа'), 'Учёба{Enter}');
    await screen.findByText('Тег переименован');
    expect(await values()).toEqual(['Учёба']);
  });

  it('says why a failed rename failed, keeps what was typed and the old name in the list', async () => {
    const api = vocabularyApi().failure(
      `PUT /api/tags/${SCHOOL}`,
      409,
      'Такой тег уже существует: Академия',
    );
    renderFilters(api);
    await list();
    await userEvent.click(renameButton('Школа'));
    await userEvent.clear(renameField('Школа'));
    await userEvent.type(renameField('Школа'), 'Академия{Enter}');
    expect(
      await screen.findByText('Не удалось изменить тег: Такой тег уже существует: Академия'),
    ).toBeInTheDocument();
    const field = renameField('Школа');
    expect(field).toHaveValue('Академия');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Такой тег уже существует: Академия');
    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await values()).toEqual(['Мистика', 'Школа']);
  });

  it('says "Не удалось изменить платформу" for a platform', async () => {
    renderFilters(
      vocabularyApi().failure(`PUT /api/platforms/${PSP}`, 500, 'Сбой'),
      '/filters?kind=platforms',
    );
    await list('Платформы');
    await userEvent.click(screen.getByRole('button', { name: 'Переименовать платформу «PSP»' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Новое название вместо «PSP»' }),
      ' Go{Enter}',
    );
    expect(await screen.findByText('Не удалось изменить платформу: Сбой')).toBeInTheDocument();
  });

  it('refuses another entry’s name in any case before asking the API', async () => {
    const api = await openTags();
    await userEvent.click(renameButton('Школа'));
    await userEvent.clear(renameField('Школа'));
    await userEvent.type(renameField('Школа'), 'МИСТИКА{Enter}');
    expect(renameField('Школа')).toHaveAccessibleDescription('Такой тег уже существует: Мистика');
    await userEvent.clear(renameField('Школа'));
    await userEvent.type(renameField('Школа'), '   {Enter}');
    expect(renameField('Школа')).toHaveAccessibleDescription('Введите название');
    expect(api.callsTo(`PUT /api/tags/${SCHOOL}`)).toHaveLength(0);
  });

  it('leaves with Escape, nothing sent, the focus back on the button', async () => {
    const api = await openTags();
    await userEvent.click(renameButton('Школа'));
    await userEvent.type(renameField('Школа'), 'что-то{Escape}');
    await waitFor(() => expect(renameButton('Школа')).toHaveFocus());
    expect(api.callsTo(`PUT /api/tags/${SCHOOL}`)).toHaveLength(0);
  });
});

describe('FiltersPage: delete', () => {
  it('deletes after the confirmation, says so, and the list follows the API', async () => {
    const api = await openTags();
    const novelsAsked = api.callsTo('GET /api/novels').length;
    await userEvent.click(screen.getByRole('button', { name: 'Удалить тег «Школа»' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить тег «Школа»?' });
    expect(dialog).toHaveTextContent('Он пропадёт со всех проектов.');
    expect(api.callsTo(`DELETE /api/tags/${SCHOOL}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Тег удалён')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/tags/${SCHOOL}`)).toHaveLength(1);
    expect(await values()).toEqual(['Мистика']);
    await waitFor(() => expect(api.callsTo('GET /api/novels').length).toBeGreaterThan(novelsAsked));
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = await openTags();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить тег «Мистика»' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo(`DELETE /api/tags/${MYSTERY}`)).toHaveLength(0);
    expect(await values()).toEqual(['Мистика', 'Школа']);
  });

  it('says why a failed delete failed and puts the entry back', async () => {
    const api = vocabularyApi().failure(`DELETE /api/genres/${DRAMA}`, 403, 'Forbidden');
    renderFilters(api, '/filters');
    await list('Жанры');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить жанр «Драма»' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Да' }),
    );
    expect(await screen.findByText('Не удалось удалить жанр: Forbidden')).toBeInTheDocument();
    expect(await rowOf('Драма', 'Жанры')).toBeInTheDocument();
  });
});

describe('FiltersPage: spoiler tags (docs/product §A5.6)', () => {
  const spoiler = (value: string) =>
    screen.getByRole('checkbox', { name: `Спойлер: тег «${value}»` });

  it('marks a tag as a spoiler at once, marks it in the list, and asks again for pages with tags', async () => {
    const api = await openTags();
    const novelsAsked = api.callsTo('GET /api/novels').length;
    expect(spoiler('Школа')).not.toBeChecked();
    expect(within(await rowOf('Школа')).queryByText('спойлер')).not.toBeInTheDocument();
    await userEvent.click(spoiler('Школа'));
    expect(spoiler('Школа')).toBeChecked();
    expect(within(await rowOf('Школа')).getByText('спойлер')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/tags/${SCHOOL}/spoiler`).map((call) => call.body)).toEqual([
      { spoiler: true },
    ]);
    await waitFor(() => expect(api.callsTo('GET /api/novels').length).toBeGreaterThan(novelsAsked));
    expect(spoiler('Школа')).toBeChecked();
    // And off again, by keyboard.
    spoiler('Школа').focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(spoiler('Школа')).not.toBeChecked());
    expect(api.callsTo(`PUT /api/tags/${SCHOOL}/spoiler`).map((call) => call.body)).toEqual([
      { spoiler: true },
      { spoiler: false },
    ]);
    expect(within(await rowOf('Школа')).queryByText('спойлер')).not.toBeInTheDocument();
  });

  it('puts the mark back and says why when marking fails', async () => {
    const api = vocabularyApi().failure(`PUT /api/tags/${MYSTERY}/spoiler`, 500, 'Сбой');
    await openTags(api);
    await userEvent.click(spoiler('Мистика'));
    expect(await screen.findByText('Не удалось изменить тег: Сбой')).toBeInTheDocument();
    await waitFor(() => expect(spoiler('Мистика')).not.toBeChecked());
    expect(within(await rowOf('Мистика')).queryByText('спойлер')).not.toBeInTheDocument();
  });

  it('offers the mark on tags only', async () => {
    renderFilters(vocabularyApi(), '/filters');
    await list('Жанры');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
