import {
  activeTranslationsRoute,
  createTranslatorRoute,
  novelByUrlRoute,
  novelRoute,
  removeTranslatorRoute,
  translatorRoute,
  translatorsRoute,
  updateTranslatorRoute,
  type EndpointBody,
  type RouteEndpoint,
  groupTranslationsFilter,
} from '@vn/domain';
import { useCallback, useMemo } from 'react';
import { callEndpoint } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import { useEndpoint } from '../../api/use-endpoint';
import { translationsQuery } from '../../translations/translations-query';
import type { TranslatorsFilter } from './translators-address';

export type TranslatorBody = EndpointBody<RouteEndpoint<typeof createTranslatorRoute>>;

/** A page of groups (`GET /api/translators?page&search`, docs/product §7), 20 a page (§9). */
export function useTranslatorList(filter: TranslatorsFilter) {
  // The cards shown stay while the next search or page loads, instead of a spinner between keys.
  return useEndpoint(
    translatorsRoute,
    { query: { page: filter.page, search: filter.search } },
    { keepPreviousData: true },
  );
}

/** A group's page by its url or id (`GET /api/translators/{id}`); null waits. */
export function useTranslator(idOrUrl: string | null) {
  return useEndpoint(translatorRoute, idOrUrl === null ? null : { params: { id: idOrUrl } }, {
    shouldRetryOnError: false,
  });
}

/**
 * The group's translations of every status, newest update first, 20 of them
 * (`GET /api/translations/active?group&status=all`, docs/product §A1.10); null waits.
 */
export function useGroupTranslations(groupId: string | null) {
  return useEndpoint(
    activeTranslationsRoute,
    groupId === null ? null : { query: translationsQuery(groupTranslationsFilter(groupId)) },
  );
}

/** The reads a change of groups touches. */
const touchedByTranslators = [
  // The list and the groups' pages, with their translations.
  translatorsRoute,
  translatorRoute,
  activeTranslationsRoute,
  // The project pages, whose translation cards link to the groups that list them, and the project
  // as its edit form reads it.
  novelByUrlRoute,
  novelRoute,
];

/**
 * The staff's writes of groups, each followed by a fresh read of what it touched, in the SWR cache
 * the page reads from (the provider's own, not the global one).
 */
export function useTranslatorWrites() {
  const revalidateCalls = useRevalidateCalls();
  const revalidate = useCallback(() => revalidateCalls(...touchedByTranslators), [revalidateCalls]);
  return useMemo(
    () => ({
      async create(body: TranslatorBody) {
        const page = await callEndpoint(createTranslatorRoute, { body });
        await revalidate();
        return page;
      },
      async update(id: string, body: TranslatorBody) {
        const page = await callEndpoint(updateTranslatorRoute, { params: { id }, body });
        await revalidate();
        return page;
      },
      async remove(id: string) {
        await callEndpoint(removeTranslatorRoute, { params: { id } });
        await revalidate();
      },
    }),
    [revalidate],
  );
}
