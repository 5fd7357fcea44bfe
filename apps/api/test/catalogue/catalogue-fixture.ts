import { getModelToken } from '@nestjs/mongoose';
import { slugFromName, type VocabularyKind } from '@vn/domain';
import type { Model } from 'mongoose';
import { newObjectId } from '../../src/platform/ids/ids';
import { newProjectCounters, type NovelRecord } from '../../src/features/novels/novel.schema';
import { NovelsRepository } from '../../src/features/novels/novels.repository';
import { VocabularyLists } from '../../src/features/vocabularies/vocabulary-lists';
import {
  vocabularyCollections,
  type VocabularyRecord,
} from '../../src/features/vocabularies/vocabulary.schema';
import type { TestApi } from '../test-api';

export type NewNovel = Partial<Omit<NovelRecord, 'createdAt' | 'updatedAt' | 'mostRecentDate'>> & {
  name: string;
};

/** A project with everything a reader's card and page need; `overrides` set what a test checks. */
export function novelRecord(overrides: NewNovel) {
  return {
    _id: newObjectId(),
    url: slugFromName(overrides.name),
    alternativeNames: [],
    section: 'novel' as const,
    modifiers: [],
    poster: null,
    screenshots: [],
    bg: null,
    originalLanguage: 'jp' as const,
    developers: [],
    status: 'done' as const,
    releasedAt: null,
    expectedReleaseAt: '',
    releasedYear: null,
    genreIds: [],
    tagIds: [],
    platformIds: [],
    length: null,
    translations: [],
    description: 'Описание',
    links: [],
    vndb: null,
    ...newProjectCounters(),
    createdBy: null,
    ...overrides,
  };
}

/** Adds projects through the API's own repository, so the index knows them as after a draft apply. */
export async function addNovels(api: TestApi, novels: NewNovel[]): Promise<NovelRecord[]> {
  const repository = api.app.get(NovelsRepository);
  const added: NovelRecord[] = [];
  for (const novel of novels) added.push(await repository.insert(novelRecord(novel)));
  return added;
}

/** Adds vocabulary entries and lets the API read them; answers value → id. */
export async function addVocabulary(
  api: TestApi,
  kind: VocabularyKind,
  values: string[],
): Promise<Record<string, string>> {
  const model = api.app.get<Model<VocabularyRecord>>(getModelToken(vocabularyCollections[kind]));
  const ids: Record<string, string> = {};
  for (const value of values) {
    const _id = newObjectId();
    await model.create({ _id, value, valueKey: value.toLowerCase() });
    ids[value] = _id;
  }
  await api.app.get(VocabularyLists).reload();
  return ids;
}
