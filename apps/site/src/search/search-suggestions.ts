import {
  groupProjectsCount,
  isImageBlurred,
  matchedParts,
  postSectionLabels,
  profilePath,
  sectionLabels,
  siteSearchKindLabels,
  siteSearchRoute,
  SITE_SEARCH_DEFAULT_LIMIT,
  TIMINGS,
  translatorHref,
  type Appearance,
  type SiteSearchResult,
} from '@vn/domain';
import type { SearchSuggestItem } from '@vn/ui';
import { useEndpoint } from '../api/use-endpoint';
import { useDebouncedValue } from '../app/use-debounced-value';
import { useAppearance } from '../appearance/appearance-store';
import { projectHref } from '../catalogue/cards';
import { siteSearchHref } from './site-search-address';

/*
 * The top bar's suggestions (docs/product §2.1, §A7.3; the forgiving search of ADR 0010): what the
 * whole site has for the text while the reader is still typing — projects first (the top of the
 * catalogue's search, which Enter opens), then articles, translator groups and people — and the way
 * to every result.
 */

/** Typed characters (spaces aside) before anything is suggested. */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** The pause after the last key before asking, as the user search waits (docs/product §9). */
export const SUGGESTIONS_DEBOUNCE_MS = TIMINGS.userSearchDebounceMs;

/** The `GET /api/search` query for a text: each kind's first few. */
export function suggestionsQuery(text: string) {
  return { q: text.trim(), limit: SITE_SEARCH_DEFAULT_LIMIT };
}

/**
 * What `SearchSuggest` shows of an answer: each kind under its heading, each name with what `text`
 * matched marked (§A7.2), then «Все результаты» when anything was found. A marked poster stays
 * hidden unless the reader opted in.
 */
export function suggestionItems(
  result: SiteSearchResult,
  appearance: Pick<Appearance, 'showSensitiveImages'>,
  text: string,
): SearchSuggestItem[] {
  const named = (name: string) => ({ name, nameParts: matchedParts(name, text) });
  const items: SearchSuggestItem[] = [
    ...result.novels.items.map((card) => ({
      id: card._id,
      ...named(card.name),
      sectionLabel: sectionLabels[card.section],
      href: projectHref(card),
      posterSrc: card.poster?.preview ?? null,
      isPosterVeiled: isImageBlurred(card.poster, appearance),
      group: siteSearchKindLabels.novels,
    })),
    ...result.articles.items.map((article) => ({
      id: article._id,
      ...named(article.title),
      sectionLabel: postSectionLabels[article.section],
      href: `/posts/${article.countId}`,
      kind: 'article' as const,
      group: siteSearchKindLabels.articles,
    })),
    ...result.groups.items.map((group) => ({
      id: group._id,
      ...named(group.name),
      sectionLabel: groupProjectsCount(group.novelsCount),
      href: translatorHref(group),
      kind: 'group' as const,
      group: siteSearchKindLabels.groups,
    })),
    ...result.people.items.map((person) => ({
      id: person._id,
      ...named(person.username),
      sectionLabel: 'Профиль',
      href: profilePath(person.username),
      posterSrc: person.avatar?.preview ?? null,
      kind: 'person' as const,
      group: siteSearchKindLabels.people,
    })),
  ];
  if (items.length === 0) return items;
  return [
    ...items,
    {
      id: 'all-results',
      name: 'Все результаты',
      sectionLabel: `по запросу «${text.trim()}»`,
      href: siteSearchHref({ q: text.trim(), tab: 'all', page: 0 }),
      kind: 'more',
    },
  ];
}

export interface SearchSuggestions {
  items: SearchSuggestItem[];
  /** Suggestions for the current text are on their way (the last ones stay meanwhile). */
  isLoading: boolean;
  errorMessage?: string;
}

/**
 * The suggestions for the typed text: asked once typing pauses, through SWR like every read of the
 * site (one cache entry per text, so going back to a text answers at once), the previous answer kept
 * on screen while the next one loads. A failure says so in the list, not in a toast per keystroke.
 */
export function useSearchSuggestions(text: string): SearchSuggestions {
  const appearance = useAppearance();
  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGESTIONS_DEBOUNCE_MS);
  const asked = settled.length >= SUGGESTIONS_MIN_LENGTH ? settled : null;
  const answer = useEndpoint(
    siteSearchRoute,
    asked === null ? null : { query: suggestionsQuery(asked) },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const isLoading =
    typed.length >= SUGGESTIONS_MIN_LENGTH && (settled !== typed || answer.isLoading);
  if (answer.error && !isLoading) {
    return { items: [], isLoading, errorMessage: 'Не удалось выполнить поиск' };
  }
  return {
    items: answer.data ? suggestionItems(answer.data, appearance, settled) : [],
    isLoading,
  };
}
