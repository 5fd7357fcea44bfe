import type { SearchSuggestFallbackProps, SearchSuggestProps } from '@vn/ui';
import type { ComponentType } from 'react';

/** The suggesting search box (`SuggestingSearch.tsx`), once its chunk has loaded. */
export type SuggestingSearchComponent = ComponentType<
  SearchSuggestFallbackProps & Pick<SearchSuggestProps, 'defaultOpen'>
>;

/** Loaded once per page, whichever box (top bar, mobile) asked first. */
let loaded: SuggestingSearchComponent | null = null;
let loading: Promise<SuggestingSearchComponent> | null = null;

/** The box if its chunk has loaded already (a box that appears later starts with it). */
export function loadedSuggestingSearch(): SuggestingSearchComponent | null {
  return loaded;
}

/** Loads the box's chunk, once; a failed download may be asked for again. */
export function loadSuggestingSearch(): Promise<SuggestingSearchComponent> {
  loading ??= import('./SuggestingSearch').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
