import { latestTranslationUpdatesRoute, mainPageRoute } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { useFailureToast } from '../../app/load-failure';

/** The main page's data (`GET /api/mainPage`: 15 cards a block for a reader, 5 for a guest; cached by the API). */
export function useMainPage() {
  const answer = useEndpoint(mainPageRoute);
  useFailureToast(answer.error, 'Не удалось загрузить страницу');
  return answer;
}

/** How many updates «Обновления переводов» shows. */
export const LATEST_TRANSLATION_UPDATES = 6;

/**
 * The newest updates of translations (docs/product §A1.9), read with the page on the server
 * (server/page-reads.ts) so the block arrives with the rest.
 */
export function useLatestTranslationUpdates() {
  return useEndpoint(latestTranslationUpdatesRoute, {
    query: { limit: LATEST_TRANSLATION_UPDATES },
  });
}
