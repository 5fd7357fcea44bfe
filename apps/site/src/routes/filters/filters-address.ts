import { vocabularyScreenOrder, type VocabularyKind } from '@vn/domain';

/*
 * What /filters shows lives in its address (docs/conventions.md § State in the address):
 * `?kind=tags&search=шк`.
 * The first tab (genres, docs/product §2.2's order) and a blank search stay out of it, so /filters is the
 * genres, all of them.
 */

export interface FiltersView {
  kind: VocabularyKind;
  search: string;
}

const isScreenKind = (value: string | null): value is VocabularyKind =>
  (vocabularyScreenOrder as readonly (string | null)[]).includes(value);

/** The view an address asks for; an unknown tab is the first (a stale link opens). */
export function filtersViewOf(search: URLSearchParams): FiltersView {
  const kind = search.get('kind');
  return {
    kind: isScreenKind(kind) ? kind : vocabularyScreenOrder[0],
    search: search.get('search') ?? '',
  };
}

/** The address of a view. */
export function filtersHref(view: FiltersView): string {
  const query = new URLSearchParams();
  if (view.kind !== vocabularyScreenOrder[0]) query.set('kind', view.kind);
  if (view.search.trim() !== '') query.set('search', view.search);
  const text = query.toString();
  return text ? `/filters?${text}` : '/filters';
}
