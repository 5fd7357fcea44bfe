import '@testing-library/jest-dom/vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { NovelCard } from '@vn/domain';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../test-support/fake-api';
import { cardPoster, novelCard } from '../test-support/novel-card';
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

describe('the suggestions of the global search (ADR 0010)', () => {
  it('asks for the first 8 cards of what the search page shows: section all, its order', () => {
    expect(suggestionsQuery('  лето ')).toEqual({
      section: 'all',
      page: '0',
      limit: '8',
      sortBy: 'mostRecentDate',
      direction: 'desc',
      ratingField: 'mixRating',
      search: 'лето',
    });
  });

  it('links each card to its project page under its section’s route and names the section', () => {
    const items = suggestionItems(
      [cardOf(), cardOf({ _id: 'g1', url: 'lager', name: 'Лагерь', section: 'rpgmaker' })],
      { showSensitiveImages: false },
      'лаг',
    );
    expect(items).toEqual([
      {
        id: 'n1',
        name: 'Бесконечное лето',
        nameParts: [{ text: 'Бесконечное лето', marked: false }],
        sectionLabel: 'Визуальные новеллы',
        href: '/novels/beskonechnoe-leto',
        posterSrc: '/p.webp',
        isPosterVeiled: false,
      },
      {
        id: 'g1',
        name: 'Лагерь',
        nameParts: [
          { text: 'Лаг', marked: true },
          { text: 'ерь', marked: false },
        ],
        sectionLabel: 'RPG Maker',
        href: '/games/lager',
        posterSrc: '/p.webp',
        isPosterVeiled: false,
      },
    ]);
  });

  it('marks what the text matched, however it matched (docs/product §A7.2)', () => {
    const parts = (name: string, text: string) =>
      suggestionItems([cardOf({ name })], { showSensitiveImages: false }, text)[0]!.nameParts;
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

  it('hides a marked poster unless the reader chose to see such images, and copes without one', () => {
    const marked = cardOf({ poster: { ...cardOf().poster!, sexualContent: true } });
    expect(suggestionItems([marked], { showSensitiveImages: false }, '')[0]?.isPosterVeiled).toBe(
      true,
    );
    expect(suggestionItems([marked], { showSensitiveImages: true }, '')[0]?.isPosterVeiled).toBe(
      false,
    );
    expect(
      suggestionItems([cardOf({ poster: null })], { showSensitiveImages: false }, '')[0],
    ).toEqual(expect.objectContaining({ posterSrc: null, isPosterVeiled: false }));
  });
});

describe('useSearchSuggestions', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
  const novelsAnswer = (api: FakeApi, answer: (search: string) => NovelCard[]) =>
    api.on('GET /api/novels', ({ url }) => {
      const novels = answer(url.searchParams.get('search') ?? '');
      return { body: { result: { novels, count: novels.length } } };
    });
  const searches = (api: FakeApi) =>
    api.callsTo('GET /api/novels').map((call) => call.query.get('search'));

  it('asks nothing for fewer than 2 characters', async () => {
    const api = novelsAnswer(new FakeApi(), () => [cardOf()]);
    api.install();
    const { result } = renderHook(() => useSearchSuggestions(' л '), { wrapper });
    expect(result.current).toEqual({ items: [], isLoading: false });
    await new Promise((resolve) => setTimeout(resolve, SUGGESTIONS_DEBOUNCE_MS + 50));
    expect(api.calls).toEqual([]);
  });

  it('asks once typing pauses, saying it loads until the answer comes', async () => {
    const api = novelsAnswer(new FakeApi(), () => [cardOf()]);
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
    expect(api.callsTo('GET /api/novels')[0]?.query.get('limit')).toBe('8');
    expect(result.current.items.map((item) => item.name)).toEqual(['Бесконечное лето']);
    expect(result.current.items[0]?.nameParts).toContainEqual({ text: 'лето', marked: true });
  });

  it('keeps the last suggestions on screen while the next ones load', async () => {
    const api = novelsAnswer(new FakeApi(), (search) =>
      search === 'лето' ? [cardOf()] : [cardOf({ _id: 'n2', url: 'zima', name: 'Зима' })],
    );
    api.install();
    const { result, rerender } = renderHook(({ text }) => useSearchSuggestions(text), {
      wrapper,
      initialProps: { text: 'лето' },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    rerender({ text: 'зима' });
    expect(result.current).toMatchObject({
      isLoading: true,
      items: [{ name: 'Бесконечное лето' }],
    });
    await waitFor(() => expect(result.current.items[0]?.name).toBe('Зима'));
    expect(result.current.isLoading).toBe(false);
  });

  it('says the search failed, rather than that nothing was found', async () => {
    const api = new FakeApi().failure('GET /api/novels', 500, 'Internal Server Error');
    api.install();
    const { result } = renderHook(() => useSearchSuggestions('лето'), { wrapper });
    await waitFor(() => expect(result.current.errorMessage).toBe('Не удалось загрузить новеллы'));
    expect(result.current).toEqual({
      items: [],
      isLoading: false,
      errorMessage: 'Не удалось загрузить новеллы',
    });
  });
});
