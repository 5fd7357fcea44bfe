import {
  novelByUrlRoute,
  novelInfoRoute,
  novelNotificationsRoute,
  novelTranslationsRoute,
} from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';

/*
 * The project page's reads (docs/product §2.3, §7), each an SWR entry keyed by its address, so the writes
 * in use-project-actions.ts update exactly what they change.
 */

/**
 * The project with the viewer's list, rating and the list statistics. Not refetched on focus: the
 * reader's own marks change only here, and a refetch would count as a fresh view to the API.
 */
export function useProjectPage(url: string) {
  return useEndpoint(
    novelByUrlRoute,
    { params: { url } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** "О странице": owners, who added the project and when. */
export function useProjectInfo(novelId: string) {
  return useEndpoint(novelInfoRoute, { params: { id: novelId } }, { revalidateOnFocus: false });
}

/** What the signed-in reader is told about this project; nothing is asked for a guest. */
export function useProjectNotifications(novelId: string, signedIn: boolean) {
  return useEndpoint(novelNotificationsRoute, signedIn ? { params: { id: novelId } } : null, {
    revalidateOnFocus: false,
  });
}

/**
 * The translations' progress and history (docs/product §A1), read with the page on the server
 * (server/page-reads.ts), so the cards arrive with their bars; nothing is asked for a project
 * without translations.
 */
export function useProjectTranslations(novelId: string, hasTranslations: boolean) {
  return useEndpoint(
    novelTranslationsRoute,
    hasTranslations ? { query: { novel: novelId } } : null,
    { revalidateOnFocus: false },
  );
}
