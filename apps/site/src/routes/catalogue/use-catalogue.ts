import { filtersRoute, filterToApiParams, novelsRoute, type NovelFilter } from '@vn/domain';
import { useToasts } from '@vn/ui';
import { useEffect } from 'react';
import { useEndpoint } from '../../api/use-endpoint';

/**
 * A page of cards for a filter (`GET /api/novels`). The previous page stays on screen while the next
 * one loads, so paging and filtering do not flash an empty grid.
 */
export function useNovels(filter: NovelFilter) {
  const toasts = useToasts();
  const answer = useEndpoint(
    novelsRoute,
    { query: filterToApiParams(filter) },
    { keepPreviousData: true },
  );
  useEffect(() => {
    if (answer.error) toasts.error('Не удалось загрузить новеллы');
  }, [answer.error, toasts]);
  return answer;
}

/** The vocabularies of the filter panel (`GET /api/filters`), as plain values. */
export function useVocabularies() {
  const toasts = useToasts();
  const answer = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
  useEffect(() => {
    if (answer.error) toasts.error('Не удалось загрузить фильтры');
  }, [answer.error, toasts]);
  const values = (entries: readonly { value: string }[] | undefined) =>
    entries?.map((entry) => entry.value) ?? [];
  return {
    tags: values(answer.data?.tags),
    genres: values(answer.data?.genres),
    platforms: values(answer.data?.platforms),
  };
}
