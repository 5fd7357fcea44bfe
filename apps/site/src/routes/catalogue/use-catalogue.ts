import { filtersRoute, filterToApiParams, novelsRoute, type NovelFilter } from '@vn/domain';
import { useEndpoint } from '../../api/use-endpoint';
import { useFailureToast } from '../../app/load-failure';

/**
 * A page of cards for a filter (`GET /api/novels`). The previous page stays on screen while the next
 * one loads, so paging and filtering do not flash an empty grid.
 */
export function useNovels(filter: NovelFilter) {
  const answer = useEndpoint(
    novelsRoute,
    { query: filterToApiParams(filter) },
    { keepPreviousData: true },
  );
  useFailureToast(answer.error, 'Не удалось загрузить новеллы');
  return answer;
}

/** The vocabularies of the filter panel (`GET /api/filters`), as plain values. */
export function useVocabularies() {
  const answer = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
  useFailureToast(answer.error, 'Не удалось загрузить фильтры');
  const values = (entries: readonly { value: string }[] | undefined) =>
    entries?.map((entry) => entry.value) ?? [];
  return {
    tags: values(answer.data?.tags),
    genres: values(answer.data?.genres),
    platforms: values(answer.data?.platforms),
  };
}
