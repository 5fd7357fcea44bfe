import '@testing-library/jest-dom/vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { NovelCard } from '@vn/domain';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../test-support/fake-api';
import { cardPoster, novelCard } from '../test-support/novel-card';
import {
  articleHit,
  groupHit,
  projectsFound,
  siteSearchAnswer,
} from '../test-support/site-search.fixtures';
import {
  suggestionItems,
  suggestionsQuery,
  useSearchSuggestions,
  SUGGESTIONS_DEBOUNCE_MS,
} from './search-suggestions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function cardOf(overrides: Partial<NovelCard> = {}): NovelCard {
  return novelCard({ poster: cardPoster, releasedYear: 2013, ...overrides });
}

describe('the suggestions of the global search (docs/product §A7.3)', () => {
  it('asks for each kind’s first five', () => {
    expect(suggestionsQuery('  лето ')).toEqual({ q: 'лето', limit: 5 });
  });

  it('shows each kind under its heading, linking to its page, then the way to every result', () => {
    const items = suggestionItems(
      siteSearchAnswer({
        novels: {
          items: [
            cardOf(),
            cardOf({ _id: 'g1', url: 'lager', name: 'Лагерь', section: 'rpgmaker' }),
          ],
          count: 7,
        },
        articles: { items: [articleHit({ _id: 'a1' })], count: 1 },
        groups: { items: [groupHit()], count: 1 },
        people: { items: [{ _id: 'u1', username: 'letovod' }], count: 1 },
      }),
      { showSensitiveImages: false },
      'лаг',
    );
    expect(
      items.map(({ id, group, href, sectionLabel }) => ({ id, group, href, sectionLabel })),
    ).toEqual([
      {
        id: 'n1',
        group: 'Проекты',
        href: '/novels/beskonechnoe-leto',
        sectionLabel: 'Визуальные новеллы',
      },
      { id: 'g1', group: 'Проекты', href: '/games/lager', sectionLabel: 'RPG Maker' },
      { id: 'a1', group: 'Статьи', href: '/posts/7', sectionLabel: 'Общее' },
      {
        id: '6650a1b2c3d4e5f6a7b8c9d1',
        group: 'Переводчики',
        href: '/translators/team-leto',
        sectionLabel: '3 проекта',
      },
      { id: 'u1', group: 'Люди', href: '/profile/letovod', sectionLabel: 'Профиль' },
      {
        id: 'all-results',
        group: undefined,
        href: '/search?q=%D0%BB%D0%B0%D0%B3',
        sectionLabel: 'по запросу «лаг»',
      },
    ]);
    expect(items[1]?.nameParts).toEqual([
      { text: 'Лаг', marked: true },
      { text: 'ерь', marked: false },
    ]);
    expect(items.map((item) => item.kind)).toEqual([
      undefined,
      undefined,
      'article',
      'group',
      'person',
      'more',
    ]);
  });

  it('marks what the text matched, however it matched (docs/product §A7.2)', () => {
    const parts = (name: string, text: string) =>
      suggestionItems(projectsFound(cardOf({ name })), { showSensitiveImages: false }, text)[0]!
        .nameParts;
    expect(parts('Бесконечное лето', 'лет')).toEqual([
      { text: 'Бесконечное ', marked: false },
      { text: 'лет', marked: true },
      { text: 'о', marked: false },
    ]);
    expect(parts('Тайная комната', 'tajnaja')).toEqual([
      { text: 'Тайная', marked: true },
      { text: ' комната', marked: false },
    ]);
  });

  it('offers no way to every result when nothing was found', () => {
    expect(suggestionItems(siteSearchAnswer(), { showSensitiveImages: false }, 'xyzzy')).toEqual(
      [],
    );
  });

  it('hides a marked poster unless the reader chose to see such images, and copes without one', () => {
    const marked = cardOf({ poster: { ...cardOf().poster!, sexualContent: true } });
    const first = (card: NovelCard, showSensitiveImages: boolean) =>
      suggestionItems(projectsFound(card), { showSensitiveImages }, '')[0];
    expect(first(marked, false)?.isPosterVeiled).toBe(true);
    expect(first(marked, true)?.isPosterVeiled).toBe(false);
    expect(first(cardOf({ poster: null }), false)).toEqual(
      expect.objectContaining({ posterSrc: null, isPosterVeiled: false }),
    );
  });
});

describe('useSearchSuggestions', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const searchAnswer = (api: FakeApi, answer: (search: string) => NovelCard[]) =>
    api.on('GET /api/search', ({ url }) => ({
      body: { result: projectsFound(...answer(url.searchParams.get('q') ?? '')) },
    }));
  const searches = (api: FakeApi) =>
    api.callsTo('GET /api/search').map((call) => call.query.get('q'));
  const names = (items: { name: string }[]) => items.map((item) => item.name);

  it('asks nothing for fewer than 2 characters', async () => {
    const api = searchAnswer(new FakeApi(), () => [cardOf()]);
    api.install();
    const { result } = renderHook(() => useSearchSuggestions(' л '), { wrapper });
    expect(result.current).toEqual({ items: [], isLoading: false });
    await new Promise((resolve) => setTimeout(resolve, SUGGESTIONS_DEBOUNCE_MS + 50));
    expect(api.calls).toEqual([]);
  });

  it('asks once typing pauses, saying it loads until the answer comes', async () => {
    const api = searchAnswer(new FakeApi(), () => [cardOf()]);
    api.install();
    const { result, rerender } = renderHook(({ text }) => useSearchSuggestions(text), {
      wrapper,
      initialProps: { text: '' },
    });
    expect(result.current.isLoading).toBe(false);
    rerender({ text: 'ле' });
    expect(result.current.isLoading).toBe(true);
    rerender({ text: 'лет' });
    rerender({ text: 'лето' });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(searches(api)).toEqual(['лето']);
    expect(api.callsTo('GET /api/search')[0]?.query.get('limit')).toBe('5');
    expect(names(result.current.items)).toEqual(['Бесконечное лето', 'Все результаты']);
    expect(result.current.items[0]?.nameParts).toContainEqual({ text: 'лето', marked: true });
  });

  it('keeps the last suggestions on screen while the next ones load', async () => {
    const api = searchAnswer(new FakeApi(), (search) =>
      search === 'лето' ? [cardOf()] : [cardOf({ _id: 'n2', url: 'zima', name: 'Зима' })],
    );
    api.install();
    const { result, rerender } = renderHook(({ text }) => useSearchSuggestions(text), {
      wrapper,
      initialProps: { text: 'лето' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    rerender({ text: 'зима' });
    expect(result.current).toMatchObject({
      isLoading: true,
      items: [{ name: 'Бесконечное лето' }, { name: 'Все результаты' }],
    });
    await waitFor(() => expect(result.current.items[0]?.name).toBe('Зима'));
    expect(result.current.isLoading).toBe(false);
  });

  it('says the search failed, rather than that nothing was found', async () => {
    const api = new FakeApi().failure('GET /api/search', 500, 'Internal Server Error');
    api.install();
    const { result } = renderHook(() => useSearchSuggestions('лето'), { wrapper });
    await waitFor(() => expect(result.current.errorMessage).toBe('Не удалось выполнить поиск'));
    expect(result.current).toEqual({
      items: [],
      isLoading: false,
      errorMessage: 'Не удалось выполнить поиск',
    });
  });
});
