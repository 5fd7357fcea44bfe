import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase, started } from '../../../test/instances-on-one-database';
import { VocabulariesRepository } from './vocabularies.repository';
import { vocabularySchema, type VocabularyRecord } from './vocabulary.schema';
import { VocabularyLists } from './vocabulary-lists';

/**
 * The lists are a read model of the repository (docs/architecture.md § Read models): against the
 * run's database, a write through the repository is in this instance's lists when it returns, and
 * in another instance's once its message arrives, with nothing written to the lists by hand.
 */

const tags = vocabularySchema('tags');
const genres = vocabularySchema('genres');
const platforms = vocabularySchema('platforms');
const { model, cacheSync } = instancesOnOneDatabase(tags, genres, platforms);

/** An API instance's repository and lists, on the shared database and pub/sub. */
async function instance() {
  const repository = new VocabulariesRepository(
    model(tags),
    model(genres),
    model(platforms),
    cacheSync(),
  );
  return { repository, lists: await started(new VocabularyLists(repository)) };
}

const entry = (_id: string, value: string): VocabularyRecord => {
  const now = new Date();
  return { _id, value, valueKey: value.toLowerCase(), createdAt: now, updatedAt: now };
};

describe('VocabularyLists', () => {
  it('has each write through the repository when it returns, and the other instance soon after', async () => {
    const here = await instance();
    const there = await instance();
    const version = here.lists.version;

    await here.repository.insert('tags', entry('a1', 'Драма'));
    expect(here.lists.idOf('tags', ' драма ')).toBe('a1');
    expect(here.lists.version).toBeGreaterThan(version);
    await expect.poll(() => there.lists.idOf('tags', 'Драма')).toBe('a1');

    await here.repository.rename('tags', 'a1', { value: 'Комедия', valueKey: 'комедия' });
    expect(here.lists.idOf('tags', 'Драма')).toBeUndefined();
    expect(here.lists.entriesOf('tags', ['a1']).map((each) => each.value)).toEqual(['Комедия']);
    await expect.poll(() => there.lists.get('tags', 'a1')?.value).toBe('Комедия');

    await there.repository.insert('genres', entry('b1', 'Хоррор'));
    await there.repository.delete('tags', ['a1']);
    expect(there.lists.filters().tags).toEqual([]);
    await expect
      .poll(() => here.lists.filters())
      .toMatchObject({ tags: [], genres: [{ _id: 'b1', value: 'Хоррор' }] });
  });
});
