import {
  orderVocabulary,
  type EndpointResult,
  type filtersEndpoint,
  type VocabularyEntry,
  type VocabularyKind,
} from '@vn/domain';

/** What `GET /api/filters` answers: the three vocabularies. */
export type Vocabularies = EndpointResult<typeof filtersEndpoint>;

/**
 * The vocabularies with one entry renamed, in the order the API would answer them (so the optimistic
 * list does not jump when the answer comes).
 */
export function withRenamedEntry(
  vocabularies: Vocabularies,
  kind: VocabularyKind,
  renamed: Pick<VocabularyEntry, '_id' | 'value'> & Partial<VocabularyEntry>,
): Vocabularies {
  const entries = vocabularies[kind].map((entry) =>
    entry._id === renamed._id ? { ...entry, ...renamed } : entry,
  );
  return { ...vocabularies, [kind]: orderVocabulary(kind, entries) };
}

/** The vocabularies without one entry. */
export function withoutEntry(
  vocabularies: Vocabularies,
  kind: VocabularyKind,
  id: string,
): Vocabularies {
  return { ...vocabularies, [kind]: vocabularies[kind].filter((entry) => entry._id !== id) };
}

/**
 * The vocabularies with one tag marked as a spoiler or unmarked (docs/product §A5.6); an unmarked
 * tag carries no `spoiler`, as the API answers it.
 */
export function withSpoilerMark(
  vocabularies: Vocabularies,
  id: string,
  spoiler: boolean,
): Vocabularies {
  const tags = vocabularies.tags.map((tag) => {
    if (tag._id !== id) return tag;
    const { spoiler: _previous, ...unmarked } = tag;
    return spoiler ? { ...unmarked, spoiler: true } : unmarked;
  });
  return { ...vocabularies, tags };
}
