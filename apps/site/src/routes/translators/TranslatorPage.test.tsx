import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { card, groupPage } from './translators.fixtures';
import { TranslatorPage } from './TranslatorPage';

function renderTranslator(api: FakeApi, path = '/translators/team-leto') {
  return renderArticlePage(api, { page: <TranslatorPage />, pattern: '/translators/:id', path });
}

describe('/translators/{url} (docs/product §2.2)', () => {
  it('shows the name, the links with their descriptions and the projects linking to them', async () => {
    const game = card({
      _id: '6650a1b2c3d4e5f6a7b8c9e8',
      url: 'ёлка',
      name: 'Ёлка',
      section: 'rpgmaker',
      releasedYear: null,
    });
    const api = new FakeApi().result(
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
    renderTranslator(new FakeApi().result('GET /api/translators/team-leto', groupPage({}, [])));
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
