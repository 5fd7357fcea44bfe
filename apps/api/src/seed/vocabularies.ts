/** The demo tags, genres and platforms. */
import type { VocabularyRecord } from '../features/vocabularies';
import { CATALOGUE_OPENED, type Context, idKinds, objectId, utc } from './context';
import { knownTitles } from './known-titles';
import { genreValues, platformValues, tagValues } from './words';

export interface Vocabularies {
  tags: VocabularyRecord[];
  genres: VocabularyRecord[];
  platforms: VocabularyRecord[];
  /** The tag values in use, most common first. */
  tagList: string[];
  tagIds: Map<string, string>;
  genreIds: Map<string, string>;
  platformIds: Map<string, string>;
}

export function makeVocabularies({ random, seedTag, now, sizes }: Context): Vocabularies {
  const vocabulary = (values: readonly string[], kind: number): VocabularyRecord[] =>
    values.map((value, index) => {
      // The first forty entries date from the catalogue's start; later ones were added as it grew.
      const createdAt =
        index < 40
          ? random.date(CATALOGUE_OPENED, utc('2015-12-31'))
          : random.date(utc('2016-01-01'), now);
      return {
        _id: objectId(createdAt, seedTag, kind, index),
        value,
        valueKey: value.toLowerCase(),
        createdAt,
        updatedAt: createdAt,
      };
    });
  // The tags the known titles use come first, so they exist at every size.
  const knownTags = new Set(knownTitles.flatMap((title) => title.tags));
  const tagList = [...new Set([...knownTags, ...tagValues])].slice(
    0,
    Math.max(sizes.tags, knownTags.size),
  );
  const tags = vocabulary(tagList, idKinds.tag);
  const genres = vocabulary(genreValues, idKinds.genre);
  const platforms = vocabulary(platformValues, idKinds.platform);
  const idOf = (records: VocabularyRecord[]) =>
    new Map(records.map((record) => [record.value, record._id]));
  return {
    tags,
    genres,
    platforms,
    tagList,
    tagIds: idOf(tags),
    genreIds: idOf(genres),
    platformIds: idOf(platforms),
  };
}
