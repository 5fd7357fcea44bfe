import { SearchSuggest, type SearchSuggestFallbackProps, type SearchSuggestProps } from '@vn/ui';
import { SUGGESTIONS_MIN_LENGTH, useSearchSuggestions } from './search-suggestions';

/**
 * The global search box with its suggestions: a chunk of its own (react-aria's combo box and the
 * suggestions' code), loaded by `SiteSearch` when the reader reaches for the box.
 */
export default function SuggestingSearch(
  props: SearchSuggestFallbackProps & Pick<SearchSuggestProps, 'defaultOpen'>,
) {
  const { items, isLoading, errorMessage } = useSearchSuggestions(props.value);
  return (
    <SearchSuggest
      {...props}
      items={items}
      isLoading={isLoading}
      errorMessage={errorMessage}
      minLength={SUGGESTIONS_MIN_LENGTH}
    />
  );
}
