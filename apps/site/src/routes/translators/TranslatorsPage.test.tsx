import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { sessionOf } from '../../test-support/fake-api';
import { card, groupPage, GROUP_ID, listItem } from './translators.fixtures';
import { TranslatorsPage } from './TranslatorsPage';

const listOf = (api: FakeApi, count = 2) =>
  api.result('GET /api/translators', {
    translators: [
      listItem(),
      listItem({ _id: '6650a1b2c3d4e5f6a7b8c9d2', url: 'zima', name: 'Зима', novelsCount: 1 }),
    ],
    count,
  });

function renderTranslators(api: FakeApi, path = '/translators') {
  return renderArticlePage(api, { page: <TranslatorsPage />, pattern: '/translators', path });
}

const moderatorApi = () => listOf(new FakeApi(sessionOf('moderator')));
const cards = () => screen.findByRole('list', { name: 'Группы переводчиков' });
const listQueries = (api: FakeApi) =>
  api.callsTo('GET /api/translators').map((call) => Object.fromEntries(call.query));

describe('/translators for everyone (docs/product §2.2)', () => {
  it('titles the page and shows the groups as cards linking to their pages', async () => {
    const api = listOf(new FakeApi());
    renderTranslators(api);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Переводчики и группы переводчиков' }),
    ).toBeInTheDocument();
    const list = await cards();
    expect(within(list).getByRole('link', { name: 'Team Лето' })).toHaveAttribute(
      'href',
      '/translators/team-leto',
    );
    expect(within(list).getByRole('link', { name: 'Зима' })).toHaveAttribute(
      'href',
      '/translators/zima',
    );
    expect(list).toHaveTextContent('3 проекта');
    expect(list).toHaveTextContent('1 проект');
    await waitFor(() => expect(document.title).toMatch(/^Переводчики и группы переводчиков/));
    // A guest manages nothing.
    expect(screen.queryByRole('button', { name: 'Добавить группу' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Удалить группу/ })).toBeNull();
  });

  it('asks for the page and search of the address, and pages 20 at a time into it', async () => {
    const api = listOf(new FakeApi(), 45);
    renderTranslators(api, '/translators?search=лето&page=2');
    await cards();
    expect(listQueries(api)).toEqual([{ page: '1', search: 'лето' }]);
    expect(screen.getByRole('searchbox', { name: 'Поиск по названию' })).toHaveValue('лето');
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).queryByRole('button', { name: 'Страница 4' })).toBeNull();
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(currentAddress()).toBe('/translators?search=%D0%BB%D0%B5%D1%82%D0%BE&page=3'),
    );
    await waitFor(() => expect(listQueries(api).at(-1)).toEqual({ page: '2', search: 'лето' }));
  });

  it('searches 200 ms after the last key, from the first page, not on every key', async () => {
    const api = listOf(new FakeApi(), 45);
    renderTranslators(api, '/translators?page=2');
    await cards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'зим');
    await waitFor(() => expect(currentAddress()).toBe('/translators?search=%D0%B7%D0%B8%D0%BC'));
    await waitFor(() => expect(listQueries(api).at(-1)).toEqual({ page: '0', search: 'зим' }));
    const searches = listQueries(api).map((query) => query['search'] ?? '');
    expect(searches).not.toContain('з');
    expect(searches).not.toContain('зи');
  });

  it('says "Ничего не найдено" when a search finds no group', async () => {
    const api = new FakeApi().result('GET /api/translators', { translators: [], count: 0 });
    renderTranslators(api, '/translators?search=нет');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });
});

describe('/translators for staff (§2.2, §6 manageTranslators)', () => {
  it('adds a group with its links and projects picked from the catalogue', async () => {
    const api = moderatorApi()
      .on('GET /api/novels', ({ url }) => ({
        body: {
          result: {
            novels: url.searchParams.get('search') === 'Беск' ? [card()] : [],
            count: 1,
          },
        },
      }))
      .on('POST /api/translators', ({ body }) => ({ body: { result: groupPage(body as never) } }));
    renderTranslators(api);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить группу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая группа переводчиков' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Осень');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить ссылку' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Ссылка 1' }),
      'https://osen.example/',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Описание ссылки 1' }),
      'Сайт',
    );
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Добавить проект' }), 'Беск');
    await userEvent.click(await screen.findByRole('option', { name: 'Бесконечное лето' }));
    expect(within(dialog).getByRole('list', { name: 'Проекты группы' })).toHaveTextContent(
      'Бесконечное лето',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Группа добавлена')).toBeInTheDocument();
    expect(api.callsTo('POST /api/translators').map((call) => call.body)).toEqual([
      {
        name: 'Осень',
        links: [{ link: 'https://osen.example/', description: 'Сайт' }],
        novels: [card()._id],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is asked again, with the new group in it.
    await waitFor(() => expect(listQueries(api).length).toBeGreaterThan(1));
  });

  it('checks the form before sending: a name is needed, a link must be a link', async () => {
    const api = moderatorApi();
    renderTranslators(api);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить группу' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить ссылку' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ссылка 1' }), 'не ссылка');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Не заполнено')).toBeInTheDocument();
    expect(within(dialog).getByText('Недопустимая ссылка')).toBeInTheDocument();
    expect(api.callsTo('POST /api/translators')).toHaveLength(0);
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const api = moderatorApi().failure('POST /api/translators', 400, 'Проекты не найдены: abc', {
      novels: 'не найдены',
    });
    renderTranslators(api);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить группу' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Осень');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Не удалось сохранить группу: Проекты не найдены: abc',
    );
    expect(within(dialog).getByText('не найдены')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Название' })).toHaveValue('Осень');
  });

  it('edits a group from its current data', async () => {
    const api = moderatorApi()
      .result(`GET /api/translators/${GROUP_ID}`, groupPage())
      .on(`PUT /api/translators/${GROUP_ID}`, ({ body }) => ({
        body: { result: groupPage(body as never) },
      }));
    renderTranslators(api);
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Редактировать группу «Team Лето»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование группы' });
    const name = await within(dialog).findByRole('textbox', { name: 'Название' });
    expect(name).toHaveValue('Team Лето');
    expect(within(dialog).getByRole('textbox', { name: 'Описание ссылки 1' })).toHaveValue(
      'Сайт группы',
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Team Осень');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Убрать проект «Бесконечное лето»' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Группа сохранена')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/translators/${GROUP_ID}`).map((call) => call.body)).toEqual([
      {
        name: 'Team Осень',
        links: [{ link: 'https://leto.example/', description: 'Сайт группы' }],
        novels: [],
      },
    ]);
  });

  it('removes a group after asking, and says what failed', async () => {
    let fails = true;
    const api = moderatorApi().on(`DELETE /api/translators/${GROUP_ID}`, () =>
      fails
        ? { status: 403, body: { message: 'Недостаточно прав' } }
        : { body: { result: { removed: true } } },
    );
    renderTranslators(api);
    await cards();
    const remove = screen.getByRole('button', { name: 'Удалить группу «Team Лето»' });

    const question = { name: 'Удалить группу «Team Лето»?' };
    const answer = async (button: 'Отмена' | 'Удалить') => {
      const dialog = await screen.findByRole('alertdialog', question);
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await waitFor(() => expect(screen.queryByRole('alertdialog', question)).toBeNull());
    };

    await userEvent.click(remove);
    await answer('Отмена');
    expect(api.callsTo(`DELETE /api/translators/${GROUP_ID}`)).toHaveLength(0);

    await userEvent.click(remove);
    await answer('Удалить');
    expect(
      await screen.findByText('Не удалось удалить группу: Недостаточно прав'),
    ).toBeInTheDocument();

    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Удалить группу «Team Лето»' }));
    await answer('Удалить');
    expect(await screen.findByText('Группа удалена')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/translators/${GROUP_ID}`)).toHaveLength(2);
  });
});
