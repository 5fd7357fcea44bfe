export {
  SearchSuggest,
  SearchSuggestOption,
  type SearchSuggestItem,
  type SearchSuggestKind,
  type SearchSuggestProps,
} from './SearchSuggest';
export { SearchSuggestFallback, type SearchSuggestFallbackProps } from './SearchSuggestFallback';
export { MatchedText, type MatchedTextPart } from './MatchedText';
