import { defaultRatingField, ratingFields, type RatingField } from '@vn/domain';
import { useSyncExternalStore } from 'react';

/*
 * The rating field the reader chose (docs/product §2.1, §4): the menus' "Рейтинг" sorts the novels by it.
 * It is part of the catalogue's filter state, which lives in the address while the reader is on
 * /novels or /games; this keeps the last choice for the rest of the visit, as the filter state of the
 * original site did. Only a choice counts (the sort bar's rating field, a preset applied), not every
 * address opened: the main page's "best" link names the mixed rating and should not undo a choice.
 * Until the reader chooses, guests and signed-in readers alike get the default (mixed) rating. The
 * choice is kept in this browser's storage, so the menus remember it on the next visit too.
 */

/** The localStorage key of the choice. */
export const RATING_FIELD_KEY = 'ratingField';

function storedChoice(): RatingField {
  try {
    const stored = window.localStorage.getItem(RATING_FIELD_KEY);
    return ratingFields.find((field) => field === stored) ?? defaultRatingField;
  } catch {
    // Storage refused (private mode, a sandboxed frame): the visit keeps the choice in memory.
    return defaultRatingField;
  }
}

let chosen: RatingField = typeof window === 'undefined' ? defaultRatingField : storedChoice();
const listeners = new Set<() => void>();

export function getChosenRatingField(): RatingField {
  return chosen;
}

/** The reader chose a rating field for the catalogue. */
export function chooseRatingField(field: RatingField): void {
  if (field === chosen) return;
  chosen = field;
  try {
    window.localStorage.setItem(RATING_FIELD_KEY, field);
  } catch {
    // Kept for the visit only; see storedChoice.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The chosen rating field, following later choices. */
export function useChosenRatingField(): RatingField {
  return useSyncExternalStore(subscribe, getChosenRatingField, () => defaultRatingField);
}
