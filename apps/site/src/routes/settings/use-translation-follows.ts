import {
  newTranslationFeedTokenRoute,
  revokeTranslationFeedTokenRoute,
  saveTranslationAlertsRoute,
  translationFollowsRoute,
  unfollowTranslationRoute,
  type TranslationAlerts,
  type TranslationFollow,
  type TranslationFollowsState,
} from '@vn/domain';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';

/**
 * What the reader follows of translations, where each kind of event reaches them and their own
 * feed (`GET /api/translationFollows`, docs/product §A1.8), with the writes that change it. The read
 * is the one the project page's «Следить за переводом» shares (same address, same SWR entry), so
 * both stay in step; every write answers with the whole state, which replaces the cached one.
 */
export function useTranslationFollows() {
  const load = useEndpoint(translationFollowsRoute, {}, { revalidateOnFocus: false });
  const { mutate } = load;

  const settle = async (state: Promise<TranslationFollowsState>): Promise<void> => {
    await mutate(await state, { revalidate: false });
  };

  return {
    load,
    unfollow: (follow: Pick<TranslationFollow, 'kind' | 'target'>) =>
      settle(
        callEndpoint(unfollowTranslationRoute, {
          params: { kind: follow.kind, id: follow.target },
        }),
      ),
    saveAlerts: (alerts: TranslationAlerts) =>
      settle(callEndpoint(saveTranslationAlertsRoute, { body: alerts })),
    newFeedToken: () => settle(callEndpoint(newTranslationFeedTokenRoute)),
    revokeFeedToken: () => settle(callEndpoint(revokeTranslationFeedTokenRoute)),
  };
}
