import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageTitle, type SiteSearchResult } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { currentAddress, FakeApi, renderArticlePage } from '../../test-support/articles.fixtures';
import { novelCard } from '../../test-support/novel-card';
import { articleHit, groupHit, siteSearchAnswer } from '../../test-support/site-search.fixtures';
import { siteSearchRoute } from './route';

/** Something of every kind but people, with more articles than the «Все» tab shows. */
function answer(overrides: Partial<SiteSearchResult> = {}): SiteSearchResult {
  return siteSearchAnswer({
    novels: { items: [novelCard()], count: 1 },
    articles: {
      items: [articleHit({ excerpt: '…и всё лето мы сидели над скриптами…' })],
      count: 12,
    },
    groups: { items: [groupHit()], count: 1 },
    ...overrides,
  });
}

function renderSearch(api: FakeApi, path: string) {
  const { Component } = siteSearchRoute;
  return renderArticlePage(api, { page: <Component />, pattern: '/search', path });
}

const searches = (api: FakeApi) =>
  api.callsTo('GET /api/search').map((call) => Object.fromEntries(call.query));

describe('/search (docs/product §A7.3)', () => {
  it('asks nothing without a text, and says what to type', async () => {
    const api = new FakeApi().result('GET /api/search', answer());
    renderSearch(api, '/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Поиск' })).toBeInTheDocument();
    expect(screen.getByText(/Введите, что искать/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Поиск')));
    expect(api.calls).toEqual([]);
  });

  it('shows under «Все» each kind that found something, its first items and the way to the rest', async () => {
    const api = new FakeApi().result('GET /api/search', answer());
    renderSearch(api, '/search?q=лето');
    const articles = await screen.findByRole('region', { name: 'Статьи' });
    expect(searches(api)).toEqual([{ q: 'лето', limit: '5' }]);
    const article = within(articles).getByRole('link', { name: 'Как переводили лето' });
    expect(article).toHaveAttribute('href', '/posts/7');
    // What matched is in bold, in the title and in the words around the match.
    expect(within(article).getByText('лето', { selector: 'b' })).toBeInTheDocument();
    expect(within(articles).getAllByText('лето', { selector: 'b' })).toHaveLength(2);
    expect(within(articles).getByRole('link', { name: 'Показать все: 12' })).toHaveAttribute(
      'href',
      '/search?q=%D0%BB%D0%B5%D1%82%D0%BE&kind=articles',
    );
    const groups = screen.getByRole('region', { name: 'Переводчики' });
    expect(within(groups).getByRole('link', { name: 'Team Лето' })).toHaveAttribute(
      'href',
      '/translators/team-leto',
    );
    expect(within(groups).queryByRole('link', { name: /Показать все/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Проекты' })).toBeInTheDocument();
    // A kind that found nothing has no block, and its tab says so.
    expect(screen.queryByRole('region', { name: 'Люди' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Люди (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Все (14)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.title).toBe(pageTitle('Поиск: лето')));
  });

  it('asks a kind’s tab for its page, 20 at a time, and pages in the address', async () => {
    const api = new FakeApi().result('GET /api/search', answer());
    renderSearch(api, '/search?q=лето&kind=articles&page=2');
    await screen.findByRole('link', { name: 'Как переводили лето' });
    expect(searches(api)).toEqual([{ q: 'лето', kind: 'articles', page: '1', limit: '20' }]);
    expect(screen.getByRole('tab', { name: 'Статьи (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Переводчики (1)' }));
    await waitFor(() =>
      expect(currentAddress()).toBe('/search?q=%D0%BB%D0%B5%D1%82%D0%BE&kind=groups'),
    );
  });

  it('searches a changed text on the same tab, from its first page', async () => {
    const api = new FakeApi().result('GET /api/search', answer());
    renderSearch(api, '/search?q=лето&kind=articles&page=2');
    const box = await screen.findByRole('searchbox', { name: 'Что искать' });
    expect(box).toHaveValue('лето');
    await userEvent.clear(box);
    await userEvent.type(box, 'зима{Enter}');
    await waitFor(() =>
      expect(currentAddress()).toBe('/search?q=%D0%B7%D0%B8%D0%BC%D0%B0&kind=articles'),
    );
  });

  it('says nothing was found, and that a failed search failed', async () => {
    const empty = { items: [], count: 0 };
    const api = new FakeApi().result(
      'GET /api/search',
      answer({ novels: empty, articles: empty, groups: empty, people: empty }),
    );
    renderSearch(api, '/search?q=xyzzy');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();

    const failing = new FakeApi().failure('GET /api/search', 500, 'Internal Server Error');
    renderSearch(failing, '/search?q=лето');
    expect(await screen.findAllByText('Не удалось выполнить поиск')).not.toHaveLength(0);
  });
});
