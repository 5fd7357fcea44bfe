/*
 * The list of translations in the making (docs/product §A1.10, ours): how it sorts and how many it
 * shows a page. Plain constants, apart from the call's schemas, so a page that only reads them does
 * not load zod (docs/architecture.md § Budgets).
 */

/** Newest update first, or the furthest along first. */
export const activeTranslationSorts = ['updated', 'percent'] as const;
export type ActiveTranslationSort = (typeof activeTranslationSorts)[number];

export const activeTranslationSortLabels: Record<ActiveTranslationSort, string> = {
  updated: 'Сначала обновлённые',
  percent: 'Сначала самые готовые',
};

/** Translations a page of the list. */
export const ACTIVE_TRANSLATIONS_PAGE_SIZE = 20;

/** The last page a call may ask for (0-based), far beyond any list. */
export const ACTIVE_TRANSLATIONS_PAGE_MAX = 10_000;
