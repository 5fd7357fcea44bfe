/**
 * The tags/genres/platforms input (docs/product §5: "a new value equal to an existing one
 * (case-insensitive) is not added twice; new ones are marked new"; §3 Filters vocabularies).
 */

/** A value the user typed that is not in the vocabulary yet. */
export interface NewVocabularyValue {
  value: string;
  isNew: true;
}

/** A chosen value: an entry of the vocabulary (with its id) or a new value. */
export type VocabularyChoice<Entry extends { _id: string; value: string }> =
  Entry | NewVocabularyValue;

/** The form a value is compared in: trimmed and lower-cased (Cyrillic included). */
export function vocabularyKey(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether two values are the same entry (docs/product §5: case-insensitive, surrounding spaces ignored). */
export function isSameVocabularyValue(a: string, b: string): boolean {
  return vocabularyKey(a) === vocabularyKey(b);
}

/**
 * The choices after the user enters a value:
 * - a blank value changes nothing;
 * - a value already chosen (in any case) changes nothing;
 * - a value of the vocabulary (in any case) adds that entry, with its id and spelling;
 * - anything else is added, trimmed, and marked new.
 */
export function addVocabularyValue<Entry extends { _id: string; value: string }>({
  chosen,
  vocabulary,
  input,
}: {
  chosen: readonly VocabularyChoice<Entry>[];
  vocabulary: readonly Entry[];
  input: string;
}): VocabularyChoice<Entry>[] {
  const key = vocabularyKey(input);
  if (key === '' || chosen.some((choice) => vocabularyKey(choice.value) === key)) {
    return [...chosen];
  }
  const known = vocabulary.find((entry) => vocabularyKey(entry.value) === key);
  return [...chosen, known ?? { value: input.trim(), isNew: true }];
}
