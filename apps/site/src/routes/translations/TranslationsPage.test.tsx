import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { landingPageMeta, pageTitle } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  activeList,
  activeTranslation,
  GROUP_ID,
  groupsFound,
  silentTranslation,
  teamLeto,
} from '../../test-support/active-translations';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { expectFailureInPlace } from '../../test-support/load-failure';
import { translationsRoute } from './route';

const LIST = 'GET /api/translations/active';

/** The page as the router shows it (its route module, as the lazy route loads it). */
function renderTranslations(api: FakeApi, path = '/translations') {
  const { Component } = translationsRoute;
  return renderArticlePage(api, { page: <Component />, pattern: '/translations', path });
}

/** The query of the last list call, as an object. */
const lastQuery = (api: FakeApi) =>
  Object.fromEntries(api.callsTo(LIST).at(-1)?.query ?? new URLSearchParams());

async function choose(select: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`${select}$`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/translations (docs/product §A1.10)', () => {
  it('is headed «Переводы в работе» and names and describes the document so', async () => {
    renderTranslations(new FakeApi().result(LIST, activeList([])));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Переводы в работе' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Переводы в работе')));
    // The description the server writes into the first HTML too.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      landingPageMeta.translations.description,
    );
  });

  it('shows each translation: its project, group, status, progress, quiet notice or finish, last update', async () => {
    const api = new FakeApi().result(
      LIST,
      activeList([
        activeTranslation({
          expectedFinish: {
            earliest: '2027-03-01T10:00:00.000Z',
            latest: '2027-05-15T10:00:00.000Z',
          },
        }),
        silentTranslation({
          project: {
            _id: '6650a1b2c3d4e5f6a7b8c9e8',
            name: 'Ёлка',
            url: 'ёлка',
            section: 'rpgmaker',
            poster: null,
          },
          group: { link: '', description: 'Одиночка' },
          translator: null,
          status: 'paused',
          quiet: 'нет обновлений 90 дней',
        }),
      ]),
    );
    renderTranslations(api);
    const list = await screen.findByRole('list', { name: 'Переводы в работе' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Бесконечное лето' })).toHaveAttribute(
      'href',
      '/novels/everlasting-summer',
    );
    expect(within(first!).getByRole('link', { name: 'Team Лето' })).toHaveAttribute(
      'href',
      '/translators/team-leto',
    );
    expect(within(first!).getByText('В разработке')).toBeInTheDocument();
    expect(
      within(first!).getByRole('progressbar', { name: 'Бесконечное лето, Team Лето: готово' }),
    ).toHaveAttribute('aria-valuenow', '61');
    expect(first!).toHaveTextContent(/Ожидаемое завершение: \d\d\.03\.2027 — \d\d\.05\.2027/);
    expect(first!).toHaveTextContent(/Обновлено \d\d\.11\.2026/);

    expect(within(second!).getByRole('link', { name: 'Ёлка' })).toHaveAttribute(
      'href',
      '/games/%D1%91%D0%BB%D0%BA%D0%B0',
    );
    // A group without a page is named, not linked.
    expect(within(second!).getByText('Одиночка')).not.toHaveAttribute('href');
    expect(within(second!).getByText('На паузе')).toBeInTheDocument();
    expect(within(second!).queryByRole('progressbar')).toBeNull();
    expect(within(second!).getByText('Прогресс не указан')).toBeInTheDocument();
    expect(within(second!).getByText('Нет обновлений 90 дней')).toBeInTheDocument();
    expect(second!).not.toHaveTextContent('Обновлено');

    // The first page of those in the making, newest update first: nothing but the page asked.
    expect(lastQuery(api)).toEqual({ page: '0' });
    // One page: no paginator.
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).toBeNull();
  });

  it('puts each filter and the order into the address and the call, from the first page', async () => {
    const api = new FakeApi().result(LIST, activeList([activeTranslation()], 45));
    renderTranslations(api, '/translations?page=2');
    await screen.findByRole('list', { name: 'Переводы в работе' });
    expect(lastQuery(api)).toEqual({ page: '1' });

    await choose('Статус', 'На паузе');
    await waitFor(() => expect(currentAddress()).toBe('/translations?status=paused'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'paused', page: '0' }));

    await choose('Этап', 'Редактура');
    await choose('Сортировка', 'Сначала самые готовые');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только затихшие' }));
    await waitFor(() =>
      expect(currentAddress()).toBe(
        '/translations?status=paused&stage=editing&stalled=true&sort=percent',
      ),
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        status: 'paused',
        stage: 'editing',
        stalled: 'true',
        sort: 'percent',
        page: '0',
      }),
    );

    // Back to the default: out of the address.
    await choose('Статус', 'В работе');
    await waitFor(() =>
      expect(currentAddress()).toBe('/translations?stage=editing&stalled=true&sort=percent'),
    );
  });

  it('reads the filters, the order and the page from the address, and pages by links', async () => {
    const api = new FakeApi().result(LIST, activeList([activeTranslation()], 45));
    renderTranslations(api, '/translations?status=all&stage=testing&sort=percent&page=2');
    await screen.findByRole('list', { name: 'Переводы в работе' });
    expect(lastQuery(api)).toEqual({
      status: 'all',
      stage: 'testing',
      sort: 'percent',
      page: '1',
    });
    expect(screen.getByRole('button', { name: /Статус$/ })).toHaveTextContent('Все');
    expect(screen.getByRole('button', { name: /Этап$/ })).toHaveTextContent('Тестирование');
    expect(screen.getByRole('checkbox', { name: 'Только затихшие' })).not.toBeChecked();

    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Страница 3' }));
    await waitFor(() =>
      expect(currentAddress()).toBe('/translations?status=all&stage=testing&sort=percent&page=3'),
    );
  });

  it('names its phone fold «Фильтры» with how many filters are set (the order is not one), folded at first', async () => {
    const api = new FakeApi().result(LIST, activeList([activeTranslation()], 1));
    renderTranslations(api, `/translations?status=all&stalled=true&group=${GROUP_ID}&sort=percent`);
    const toggle = screen.getByRole('button', { name: 'Фильтры (3)' });
    const filters = screen.getByRole('group', { name: 'Фильтры' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', filters.id);
    expect(filters).toHaveAttribute('data-folded');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).not.toHaveAttribute('data-folded');
  });

  it('names the fold plainly when no filter is set', () => {
    renderTranslations(new FakeApi().result(LIST, activeList([activeTranslation()], 1)));
    expect(screen.getByRole('button', { name: 'Фильтры' })).toBeInTheDocument();
  });

  it('narrows the list to a group from the address, naming it, with the way back to every group', async () => {
    const api = new FakeApi()
      .result(LIST, activeList([activeTranslation()]))
      .result(`GET /api/translators/${GROUP_ID}`, teamLeto());
    renderTranslations(api, `/translations?group=${GROUP_ID}&stalled=true`);
    expect(await screen.findByText('Группа: Team Лето')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ group: GROUP_ID, stalled: 'true', page: '0' });
    expect(screen.getByRole('link', { name: 'Все группы' })).toHaveAttribute(
      'href',
      '/translations?stalled=true',
    );
  });

  it('narrows the list to a group chosen by its name, from the first page', async () => {
    const api = new FakeApi()
      .result(LIST, activeList([activeTranslation()], 45))
      .result('GET /api/translators', groupsFound())
      .result(`GET /api/translators/${GROUP_ID}`, teamLeto());
    renderTranslations(api, '/translations?stalled=true&page=2');
    await screen.findByRole('list', { name: 'Переводы в работе' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Группа' }), 'лет');
    await userEvent.click(await screen.findByRole('option', { name: 'Team Лето' }));
    await waitFor(() =>
      expect(currentAddress()).toBe(`/translations?group=${GROUP_ID}&stalled=true`),
    );
    expect(Object.fromEntries(api.callsTo('GET /api/translators')[0]!.query)).toEqual({
      page: '0',
      search: 'лет',
    });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ group: GROUP_ID, stalled: 'true', page: '0' }),
    );
    expect(await screen.findByText('Группа: Team Лето')).toBeInTheDocument();
    // The field is ready for another group.
    expect(screen.getByRole('combobox', { name: 'Группа' })).toHaveValue('');
  });

  it('says a group of an old link is not found, with the way back to every group', async () => {
    const api = new FakeApi()
      .result(LIST, activeList([]))
      .failure(`GET /api/translators/${GROUP_ID}`, 404, 'Not Found');
    renderTranslations(api, `/translations?group=${GROUP_ID}`);
    expect(await screen.findByText('Группа не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все группы' })).toHaveAttribute(
      'href',
      '/translations',
    );
  });

  it('says how many the filters found, and changes it with them', async () => {
    const api = new FakeApi().on(LIST, ({ url }) => ({
      body: {
        result: activeList(
          [activeTranslation()],
          url.searchParams.get('stalled') === 'true' ? 3 : 45,
        ),
      },
    }));
    renderTranslations(api);
    expect(await screen.findByText('Найдено: 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только затихшие' }));
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    renderTranslations(new FakeApi().result(LIST, activeList([])), '/translations?stalled=true');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Переводы в работе' })).toBeNull();
    expect(screen.queryByText(/^Найдено:/)).toBeNull();
  });

  it('says it could not load the list, with Повторить', async () => {
    renderTranslations(new FakeApi().failure(LIST, 500, 'Сбой'));
    await expectFailureInPlace('Не удалось загрузить переводы');
  });
});
