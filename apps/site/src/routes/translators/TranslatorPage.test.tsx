import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultTranslationAlerts, translationFollowsStateSchema } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  activeList,
  activeTranslation,
  silentTranslation,
} from '../../test-support/active-translations';
import { FakeApi, renderArticlePage, sessionOf } from '../../test-support/articles.fixtures';
import { card, GROUP_ID, groupPage } from './translators.fixtures';
import { TranslatorPage } from './TranslatorPage';

const LIST = 'GET /api/translations/active';

function renderTranslator(api: FakeApi, path = '/translators/team-leto') {
  return renderArticlePage(api, { page: <TranslatorPage />, pattern: '/translators/:id', path });
}

/** The group's page, with these translations (none by default). */
function groupApi(api = new FakeApi(), translations = activeList([])) {
  return api.result('GET /api/translators/team-leto', groupPage()).result(LIST, translations);
}

const followsOf = (groups: string[]) =>
  translationFollowsStateSchema.parse({
    follows: groups.map((target) => ({
      kind: 'group',
      target,
      since: '2026-11-01T10:00:00.000Z',
    })),
    alerts: defaultTranslationAlerts,
    feedToken: null,
  });

describe('/translators/{url} (docs/product §2.2)', () => {
  it('shows the name, the links with their descriptions and the projects linking to them', async () => {
    const game = card({
      _id: '6650a1b2c3d4e5f6a7b8c9e8',
      url: 'ёлка',
      name: 'Ёлка',
      section: 'rpgmaker',
      releasedYear: null,
    });
    const api = new FakeApi().result(LIST, activeList([])).result(
      'GET /api/translators/team-leto',
      groupPage(
        {
          links: [
            { link: 'https://leto.example/', description: 'Сайт группы' },
            { link: 'https://vk.example/leto', description: '' },
            { link: 'javascript:alert(1)', description: 'Опасная' },
          ],
        },
        [card(), game],
      ),
    );
    renderTranslator(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team Лето' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Team Лето/));
    expect(screen.getByRole('link', { name: 'Сайт группы' })).toHaveAttribute(
      'href',
      'https://leto.example/',
    );
    // A link without a description shows its address; one that is no web address is not shown.
    expect(screen.getByRole('link', { name: 'https://vk.example/leto' })).toBeInTheDocument();
    expect(screen.queryByText('Опасная')).toBeNull();

    const rows = within(screen.getByRole('table', { name: 'Проекты группы' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'НазваниеРазделГод',
      'Бесконечное летоВизуальные новеллы2013',
      'ЁлкаRPG Maker—',
    ]);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/novels/everlasting-summer',
    );
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute(
      'href',
      '/games/%D1%91%D0%BB%D0%BA%D0%B0',
    );
  });

  it('says when the group has no projects yet', async () => {
    renderTranslator(
      new FakeApi()
        .result('GET /api/translators/team-leto', groupPage({}, []))
        .result(LIST, activeList([])),
    );
    expect(await screen.findByText('Пока ничего не добавлено')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the not-found page for an unknown group', async () => {
    renderTranslator(new FakeApi(), '/translators/no-such-group');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('shows the error page and a toast for another failure', async () => {
    renderTranslator(new FakeApi().failure('GET /api/translators/team-leto', 500, 'Сбой'));
    expect(
      await screen.findByText('Не удалось загрузить страницу переводчика'),
    ).toBeInTheDocument();
    expect(screen.getByText('Сбой')).toBeInTheDocument();
  });
});

describe('«Переводы группы» on a group’s page (docs/product §A1.10)', () => {
  it('lists the group’s translations of every status with their progress, and links its feed', async () => {
    const api = groupApi(
      new FakeApi(),
      activeList([activeTranslation(), silentTranslation({ status: 'dropped' })], 2),
    );
    renderTranslator(api);
    const section = await screen.findByRole('region', { name: 'Переводы группы' });
    const list = await within(section).findByRole('list', { name: 'Переводы группы' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Бесконечное лето');
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '61');
    // The group is the page's own: not named again on each translation.
    expect(within(first!).queryByRole('link', { name: 'Team Лето' })).toBeNull();
    expect(within(second!).getByText('Заброшен')).toBeInTheDocument();

    const query = api.callsTo(LIST).at(-1)!.query;
    expect(Object.fromEntries(query)).toEqual({ group: GROUP_ID, status: 'all', page: '0' });
    expect(within(section).getByRole('link', { name: 'Все обновления' })).toHaveAttribute(
      'href',
      `/feeds/translations/group/${GROUP_ID}.atom`,
    );
    // All of them are shown: no link to the rest.
    expect(within(section).queryByRole('link', { name: 'Все переводы группы' })).toBeNull();
    // A guest has nothing to follow with.
    expect(within(section).queryByRole('button', { name: 'Следить за группой' })).toBeNull();
  });

  it('sends to /translations for the rest when the group has more than a page', async () => {
    renderTranslator(groupApi(new FakeApi(), activeList([activeTranslation()], 31)));
    const section = await screen.findByRole('region', { name: 'Переводы группы' });
    expect(
      await within(section).findByRole('link', { name: 'Все переводы группы' }),
    ).toHaveAttribute('href', `/translations?status=all&group=${GROUP_ID}`);
  });

  it('says when the group has no translations yet', async () => {
    renderTranslator(groupApi());
    expect(await screen.findByText('У группы пока нет переводов')).toBeInTheDocument();
  });

  it('lets a signed-in reader follow the group and stop, from the state of their follows', async () => {
    let follows = followsOf([]);
    const api = groupApi(new FakeApi(sessionOf('staff')))
      .on('GET /api/translationFollows', () => ({ body: { result: follows } }))
      .on(`PUT /api/translationFollows/group/${GROUP_ID}`, () => {
        follows = followsOf([GROUP_ID]);
        return { body: { result: follows } };
      })
      .on(`DELETE /api/translationFollows/group/${GROUP_ID}`, () => {
        follows = followsOf([]);
        return { body: { result: follows } };
      });
    renderTranslator(api);
    const follow = await screen.findByRole('button', { name: 'Следить за группой' });
    await waitFor(() => expect(follow).toBeEnabled());
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(follow);
    const following = await screen.findByRole('button', { name: 'Вы следите' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo(`PUT /api/translationFollows/group/${GROUP_ID}`)).toHaveLength(1);

    await waitFor(() => expect(following).toBeEnabled());
    await userEvent.click(following);
    expect(await screen.findByRole('button', { name: 'Следить за группой' })).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/translationFollows/group/${GROUP_ID}`)).toHaveLength(1);
  });

  it('shows a reader who follows the group already that they do', async () => {
    const api = groupApi(new FakeApi(sessionOf('staff'))).result(
      'GET /api/translationFollows',
      followsOf([GROUP_ID]),
    );
    renderTranslator(api);
    expect(await screen.findByRole('button', { name: 'Вы следите' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
