import {
  activeTranslationsRoute,
  translatorRoute,
  translatorsRoute,
  type TranslationsFilter,
} from '@vn/domain';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { translationsQuery } from '../../translations/translations-query';

/**
 * A page of translations in the making (`GET /api/translations/active`, docs/product §A1.10), 20 a
 * page. The page shown stays while the next filter or page loads, instead of a spinner between them.
 */
export function useActiveTranslations(filter: TranslationsFilter) {
  return useEndpoint(
    activeTranslationsRoute,
    { query: translationsQuery(filter) },
    { keepPreviousData: true },
  );
}

/** The group the address narrows the list to (`GET /api/translators/{id}`), for its name; null: none. */
export function useFilterGroup(groupId: string | null) {
  return useEndpoint(translatorRoute, groupId === null ? null : { params: { id: groupId } }, {
    shouldRetryOnError: false,
  });
}

/**
 * The groups whose name has `text` (`GET /api/translators?search`, the first page), for the group
 * filter's suggestions: asked as the reader types, so not a cached read of the page.
 */
export async function findGroups(text: string): Promise<{ id: string; label: string }[]> {
  const { translators } = await callEndpoint(translatorsRoute, {
    query: { page: 0, search: text },
  });
  return translators.map((group) => ({ id: group._id, label: group.name }));
}
