import {
  filtersRoute,
  markTagSpoilerRoute,
  novelByUrlRoute,
  novelRoute,
  novelsRoute,
  removeGenreRoute,
  removePlatformRoute,
  removeTagRoute,
  renameGenreRoute,
  renamePlatformRoute,
  renameTagRoute,
  type VocabularyKind,
} from '@vn/domain';
import { useMemo } from 'react';
import { callEndpoint } from '../../api/client';
import { useRevalidateCalls } from '../../api/revalidate';
import { useEndpoint } from '../../api/use-endpoint';
import {
  withoutEntry,
  withRenamedEntry,
  withSpoilerMark,
  type Vocabularies,
} from './vocabulary-cache';

const renameRoutes = {
  genres: renameGenreRoute,
  platforms: renamePlatformRoute,
  tags: renameTagRoute,
} as const;

const removeRoutes = {
  genres: removeGenreRoute,
  platforms: removePlatformRoute,
  tags: removeTagRoute,
} as const;

/**
 * Everything cached that shows the vocabularies' names: the vocabularies themselves (asked again, as
 * other staff may have changed other entries meanwhile), the catalogue's cards, which are asked by
 * name (`/api/novels?tags=…`), and project pages (`/api/novelByUrl/{url}`, and `/api/novels/{id}` for
 * the edit form), which carry their entries. The API joins a project's entry ids with the current names
 * on every read (vocabularies.service.ts), so asking again is enough for a rename or a removal to
 * show everywhere at once.
 */
const CALLS_SHOWING_VOCABULARIES = [filtersRoute, novelsRoute, novelByUrlRoute, novelRoute];

export interface VocabularyActions {
  rename: (kind: VocabularyKind, id: string, value: string) => Promise<void>;
  remove: (kind: VocabularyKind, id: string) => Promise<void>;
  /** Marks a tag as a spoiler or takes the mark off (docs/product §A5.6). */
  markSpoiler: (id: string, spoiler: boolean) => Promise<void>;
}

/**
 * The vocabularies (`GET /api/filters`, the cache entry the catalogue's filter panel reads too) and
 * the staff's writes on them (docs/product §7 PUT / DELETE /api/{tags,genres,platforms}/{id}; the
 * spoiler mark of a tag, §A5.6 PUT /api/tags/{id}/spoiler). Each write
 * shows at once in the list, puts the list back if the call fails (the caller says why), and then
 * asks again for everything that shows the names.
 */
export function useVocabularyAdmin() {
  const answer = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
  const { mutate } = answer;
  const revalidateCalls = useRevalidateCalls();

  const actions = useMemo<VocabularyActions>(
    () => ({
      rename: async (kind, id, value) => {
        await mutate(
          async (current) => {
            const entry = await callEndpoint(renameRoutes[kind], {
              params: { id },
              body: { _id: id, value },
            });
            return current && withRenamedEntry(current, kind, entry);
          },
          {
            optimisticData: (current) =>
              withRenamedEntry(current as Vocabularies, kind, { _id: id, value }),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        void revalidateCalls(...CALLS_SHOWING_VOCABULARIES);
      },
      remove: async (kind, id) => {
        await mutate(
          async (current) => {
            await callEndpoint(removeRoutes[kind], { params: { id } });
            return current && withoutEntry(current, kind, id);
          },
          {
            optimisticData: (current) => withoutEntry(current as Vocabularies, kind, id),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        void revalidateCalls(...CALLS_SHOWING_VOCABULARIES);
      },
      markSpoiler: async (id, spoiler) => {
        await mutate(
          async (current) => {
            await callEndpoint(markTagSpoilerRoute, { params: { id }, body: { spoiler } });
            return current && withSpoilerMark(current, id, spoiler);
          },
          {
            optimisticData: (current) => withSpoilerMark(current as Vocabularies, id, spoiler),
            rollbackOnError: true,
            revalidate: false,
          },
        );
        void revalidateCalls(...CALLS_SHOWING_VOCABULARIES);
      },
    }),
    [mutate, revalidateCalls],
  );

  return { ...answer, actions };
}
