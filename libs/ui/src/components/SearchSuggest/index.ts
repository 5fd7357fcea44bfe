export {
  SearchSuggest,
  SearchSuggestOption,
  type SearchSuggestItem,
  type SearchSuggestProps,
} from './SearchSuggest';
export { SearchSuggestFallback, type SearchSuggestFallbackProps } from './SearchSuggestFallback';
