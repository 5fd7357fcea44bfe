import {
  followTranslationRoute,
  translationFollowsRoute,
  unfollowTranslationRoute,
  type TranslationFollowKind,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useState } from 'react';
import { callEndpoint } from '../api/client';
import { useEndpoint } from '../api/use-endpoint';
import { useSession } from '../session/session';

/**
 * Whether the signed-in reader follows a project, a translation or a group (docs/product §A1.8),
 * and a toggle for it. Every button shares one read of the reader's follows (/settings too), so
 * they stay in step; nothing is asked for a guest (`mayFollow` false).
 */
export function useTranslationFollow(kind: TranslationFollowKind, id: string) {
  const mayFollow = useSession().mayCall(followTranslationRoute);
  const toasts = useToasts();
  const { data: follows, mutate } = useEndpoint(translationFollowsRoute, mayFollow ? {} : null, {
    revalidateOnFocus: false,
  });
  const [pending, setPending] = useState(false);
  const following =
    follows?.follows.some((follow) => follow.kind === kind && follow.target === id) ?? false;

  const toggle = async () => {
    setPending(true);
    try {
      const route = following ? unfollowTranslationRoute : followTranslationRoute;
      await mutate(await callEndpoint(route, { params: { kind, id } }), { revalidate: false });
    } catch {
      toasts.error(following ? 'Не удалось перестать следить' : 'Не удалось подписаться');
    } finally {
      setPending(false);
    }
  };
  return { mayFollow, following, isDisabled: pending || !follows, toggle };
}
