import {
  defaultFilter,
  filterToApiParams,
  isImageBlurred,
  matchedParts,
  novelsRoute,
  sectionLabels,
  TIMINGS,
  type Appearance,
  type NovelCard,
  type QueryParams,
} from '@vn/domain';
import type { SearchSuggestItem } from '@vn/ui';
import { useEndpoint } from '../api/use-endpoint';
import { useDebouncedValue } from '../app/use-debounced-value';
import { useAppearance } from '../appearance/appearance-store';
import { projectHref } from '../catalogue/cards';

/*
 * The top bar's suggestions (docs/product §2.1; the forgiving search of ADR 0010): the projects the
 * global search would show first, while the reader is still typing.
 */

/** How many projects the list suggests. */
export const SUGGESTIONS_LIMIT = 8;
/** Typed characters (spaces aside) before anything is suggested. */
export const SUGGESTIONS_MIN_LENGTH = 2;
/** The pause after the last key before asking, as the user search waits (docs/product §9). */
export const SUGGESTIONS_DEBOUNCE_MS = TIMINGS.userSearchDebounceMs;

/**
 * The `GET /api/novels` query for a text: the global search's own (§2.1: section all, the catalogue's
 * default order), its first 8 cards — so the suggestions are the top of the page Enter opens.
 */
export function suggestionsQuery(text: string): QueryParams {
  return filterToApiParams({
    ...defaultFilter('novels'),
    section: 'all',
    search: text.trim(),
    limit: SUGGESTIONS_LIMIT,
  });
}

/**
 * What `SearchSuggest` shows of the cards: each name with what `text` matched marked (docs/product
 * §A7.2); a marked poster stays hidden unless the reader opted in.
 */
export function suggestionItems(
  cards: readonly NovelCard[],
  appearance: Pick<Appearance, 'showSensitiveImages'>,
  text: string,
): SearchSuggestItem[] {
  return cards.map((card) => ({
    id: card._id,
    name: card.name,
    nameParts: matchedParts(card.name, text),
    sectionLabel: sectionLabels[card.section],
    href: projectHref(card),
    posterSrc: card.poster?.preview ?? null,
    isPosterVeiled: isImageBlurred(card.poster, appearance),
  }));
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
    novelsRoute,
    asked === null ? null : { query: suggestionsQuery(asked) },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const isLoading =
    typed.length >= SUGGESTIONS_MIN_LENGTH && (settled !== typed || answer.isLoading);
  if (answer.error && !isLoading) {
    return { items: [], isLoading, errorMessage: 'Не удалось загрузить новеллы' };
  }
  return { items: suggestionItems(answer.data?.novels ?? [], appearance, settled), isLoading };
}
