import {
  addOwnerRoute,
  addToListRoute,
  listPageRoute,
  mainPageRoute,
  novelByUrlRoute,
  novelsRoute,
  projectRatingsRoute,
  rateRoute,
  readerRatingsRoute,
  removeNovelRoute,
  removeOwnerRoute,
  saveNovelNotificationsRoute,
  userListsRoute,
  userNovelsRoute,
  type novelInfoSchema,
  type NovelNotificationSettings,
  type NovelPage,
  type ReadingList,
  type UserRef,
} from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useMemo } from 'react';
import type { KeyedMutator } from 'swr';
import type { z } from 'zod';
import { callEndpoint } from '../../api/client';
import { revalidateCalls } from '../../api/revalidate';

/*
 * The project page's writes (docs/product §2.3, §7). Each shows its result at once (optimistic), puts back
 * what was there when the call fails, with the toast of §8, and refreshes the cached lists that show
 * the same project: catalogue cards carry the viewer's list mark and the ratings, the main page the
 * same, a reader's lists the rating and the list.
 */

type NovelInfo = z.infer<typeof novelInfoSchema>;

/** The cached calls a rating or a list change makes stale, besides the page itself. */
const READER_MARK_CALLS = [
  projectRatingsRoute,
  readerRatingsRoute,
  novelsRoute,
  mainPageRoute,
  listPageRoute,
  userListsRoute,
  userNovelsRoute,
];

/**
 * The page with some fields replaced. The controls exist only once the page has loaded, so there is
 * always a page to patch.
 */
const patched =
  (patch: Partial<NovelPage>) =>
  (current: NovelPage | undefined): NovelPage => ({ ...(current as NovelPage), ...patch });

export interface ReaderActions {
  rate: (rating: number | null) => Promise<void>;
  setList: (list: ReadingList | null) => Promise<void>;
}

/** Rating and reading list, on the page's cache entry (`mutatePage` from `useProjectPage`). */
export function useReaderActions(
  novelId: string,
  mutatePage: KeyedMutator<NovelPage>,
): ReaderActions {
  const toasts = useToasts();
  return useMemo(() => {
    /** Shows `shown` at once and keeps what `send` answers; a failure puts the page back. */
    const mark = async ({
      shown,
      send,
      failure,
    }: {
      shown: Partial<NovelPage>;
      send: () => Promise<Partial<NovelPage>>;
      failure: string;
    }) => {
      try {
        await mutatePage(async (current) => patched(await send())(current), {
          optimisticData: patched(shown),
          rollbackOnError: true,
          revalidate: false,
        });
        void revalidateCalls(...READER_MARK_CALLS);
      } catch {
        toasts.error(failure);
      }
    };
    return {
      rate: (rating) =>
        mark({
          shown: { userRating: rating },
          send: () => callEndpoint(rateRoute, { body: { novel: novelId, rating } }),
          failure: 'Не удалось поставить оценку',
        }),
      setList: (list) =>
        mark({
          shown: { list },
          send: () => callEndpoint(addToListRoute, { body: { novel: novelId, list } }),
          failure: 'Не удалось обновить список',
        }),
    };
  }, [novelId, mutatePage, toasts]);
}

/** Removes the project (moderators, §2.3); the caller asked "Удалить новеллу?" first. */
export async function removeProject(novelId: string): Promise<void> {
  await callEndpoint(removeNovelRoute, { params: { id: novelId } });
  // Every list showing it, and this page (a moderator still sees it, marked removed).
  await revalidateCalls(...READER_MARK_CALLS, novelByUrlRoute);
}

export interface OwnerActions {
  addOwner: (user: UserRef) => Promise<boolean>;
  removeOwner: (user: UserRef) => Promise<boolean>;
}

/** Editing rights (moderators, §2.3, toasts of §8 Users), on the "О странице" cache entry. */
export function useOwnerActions(
  novelId: string,
  mutateInfo: KeyedMutator<NovelInfo>,
): OwnerActions {
  const toasts = useToasts();
  return useMemo(() => {
    const change = async (user: UserRef, owns: boolean) => {
      const endpoint = owns ? addOwnerRoute : removeOwnerRoute;
      try {
        const info = await callEndpoint(endpoint, { params: { id: novelId, userId: user._id } });
        await mutateInfo(info, { revalidate: false });
        toasts.success(owns ? 'Пользователь добавлен' : 'Пользователь исключен');
        return true;
      } catch {
        toasts.error(
          owns ? 'Не удалось добавить пользователя' : 'Не удалось исключить пользователя',
        );
        return false;
      }
    };
    return {
      addOwner: (user) => change(user, true),
      removeOwner: (user) => change(user, false),
    };
  }, [novelId, mutateInfo, toasts]);
}

/** Saves the reader's notification settings of the project, shown at once, put back on failure. */
export function useSaveNotifications(
  novelId: string,
  mutateSettings: KeyedMutator<NovelNotificationSettings>,
): (settings: NovelNotificationSettings) => Promise<void> {
  const toasts = useToasts();
  return useMemo(
    () => async (settings) => {
      try {
        await mutateSettings(
          callEndpoint(saveNovelNotificationsRoute, {
            params: { id: novelId },
            body: settings,
          }),
          { optimisticData: settings, rollbackOnError: true, revalidate: false },
        );
      } catch {
        // docs/product §8 (profile and settings): the wording for one setting that did not save.
        toasts.error('Не удалось изменить настройку');
      }
    },
    [novelId, mutateSettings, toasts],
  );
}
