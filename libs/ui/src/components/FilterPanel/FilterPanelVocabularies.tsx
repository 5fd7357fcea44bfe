import { haveSameValues, isSameVocabularyValue, type VocabularyChoice } from '@vn/domain';
import { TagInput, type TagInputEntry } from '../TagInput';
import type { FilterPanelPartProps } from './FilterPanelGroup';

export interface FilterPanelVocabulariesProps extends FilterPanelPartProps {
  /** The tag vocabulary. */
  tags: readonly string[];
  /** The genre vocabulary. */
  genres: readonly string[];
}

type VocabularyList = 'tags' | 'excludeTags' | 'genres' | 'excludeGenres';

/** The group's fields in order: each list with its label, its vocabulary and the list it excludes. */
const vocabularyLists = [
  { list: 'tags', opposite: 'excludeTags', label: 'Теги', vocabulary: 'tags' },
  { list: 'excludeTags', opposite: 'tags', label: 'Исключить теги', vocabulary: 'tags' },
  { list: 'genres', opposite: 'excludeGenres', label: 'Жанры', vocabulary: 'genres' },
  { list: 'excludeGenres', opposite: 'genres', label: 'Исключить жанры', vocabulary: 'genres' },
] as const;

const entriesOf = (values: readonly string[]): TagInputEntry[] =>
  values.map((value) => ({ _id: value, value }));

/** The chosen vocabulary values; typed values that are not in the vocabulary filter nothing. */
const valuesOf = (choices: readonly VocabularyChoice<TagInputEntry>[]): string[] =>
  choices.flatMap((choice) => ('isNew' in choice ? [] : [choice.value]));

const without = (values: readonly string[], removed: readonly string[]): string[] =>
  values.filter((value) => !removed.some((other) => isSameVocabularyValue(value, other)));

/** The "Теги и жанры" group: tags and genres to include and to exclude. */
export function FilterPanelVocabularies({
  value,
  change,
  tags,
  genres,
}: FilterPanelVocabulariesProps) {
  /*
   * Include and exclude lists stay disjoint: a value chosen in one leaves the other. A typed value
   * outside the vocabulary filters nothing, so it changes nothing.
   */
  const chooseValues = (
    list: VocabularyList,
    opposite: VocabularyList,
    choices: readonly VocabularyChoice<TagInputEntry>[],
  ) => {
    const next = valuesOf(choices);
    if (haveSameValues(next, value[list])) return;
    change({ [list]: next, [opposite]: without(value[opposite], next) });
  };

  const vocabularies = { tags, genres };
  return (
    <>
      {vocabularyLists.map(({ list, opposite, label, vocabulary }) => (
        <TagInput
          key={list}
          label={label}
          vocabulary={entriesOf(vocabularies[vocabulary])}
          value={entriesOf(value[list])}
          onChange={(choices) => chooseValues(list, opposite, choices)}
        />
      ))}
    </>
  );
}
