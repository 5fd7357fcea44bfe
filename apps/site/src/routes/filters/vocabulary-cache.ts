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
