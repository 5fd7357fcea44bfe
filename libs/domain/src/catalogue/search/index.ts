export { withinEditDistance } from './edit-distance';
export { looseKeys } from './loose-key';
export { matchedParts, type MatchedPart } from './matched-parts';
export { normalizeSearchText, swapKeyboardLayout, transliterate } from './normalize';
export {
  MAX_QUERY_WORDS,
  prepareQuery,
  typoLimitOf,
  type QueryPhrase,
  type QueryWord,
  type SearchQuery,
  type SearchReading,
} from './query';
export {
  NO_MATCH,
  SearchIndex,
  searchRanks,
  type SearchFields,
  type SearchMatches,
  type SearchRank,
} from './search-index';
export { EXCERPT_WORDS_AFTER, EXCERPT_WORDS_BEFORE, textAroundMatch } from './text-around-match';
