import type { ProfileTab } from '@vn/domain';

/*
 * The profile's tab and page live in the address (docs/conventions.md § State in the address):
 * `?tab=comments&page=2`. The first tab and the first page have no parameter.
 */

/** The tab in the address if the profile shows it, else the first one. */
export function tabFromSearch(search: URLSearchParams, shown: readonly ProfileTab[]): ProfileTab {
  const asked = search.get('tab');
  return shown.find((tab) => tab === asked) ?? shown[0] ?? 'lists';
}

/** The address's query for another tab: its first page. */
export function searchWithTab(
  search: URLSearchParams,
  tab: ProfileTab,
  first: ProfileTab = 'lists',
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (tab === first) next.delete('tab');
  else next.set('tab', tab);
  return next;
}
