import { describe, expect, it } from 'vitest';
import {
  withoutEntry,
  withRenamedEntry,
  withSpoilerMark,
  type Vocabularies,
} from './vocabulary-cache';

const vocabularies: Vocabularies = {
  genres: [{ _id: 'g1', value: 'Драма' }],
  platforms: [
    { _id: 'p1', value: 'Windows' },
    { _id: 'p2', value: 'PSP' },
  ],
  tags: [
    { _id: 't1', value: 'Мистика' },
    { _id: 't2', value: 'Школа' },
  ],
};

describe('the vocabularies cache after a write', () => {
  it('renames one entry and keeps the API’s order', () => {
    const renamed = withRenamedEntry(vocabularies, 'tags', { _id: 't2', value: 'Арка' });
    expect(renamed.tags).toEqual([
      { _id: 't2', value: 'Арка' },
      { _id: 't1', value: 'Мистика' },
    ]);
    expect(renamed.genres).toBe(vocabularies.genres);
    const platforms = withRenamedEntry(vocabularies, 'platforms', { _id: 'p2', value: 'Linux' });
    expect(platforms.platforms.map((entry) => entry.value)).toEqual(['Linux', 'Windows']);
  });

  it('removes one entry of one vocabulary', () => {
    const without = withoutEntry(vocabularies, 'tags', 't1');
    expect(without.tags).toEqual([{ _id: 't2', value: 'Школа' }]);
    expect(without.platforms).toBe(vocabularies.platforms);
  });

  it('marks one tag as a spoiler and takes the mark off again (docs/product §A5.6)', () => {
    const marked = withSpoilerMark(vocabularies, 't2', true);
    expect(marked.tags).toEqual([
      { _id: 't1', value: 'Мистика' },
      { _id: 't2', value: 'Школа', spoiler: true },
    ]);
    expect(marked.genres).toBe(vocabularies.genres);
    expect(withSpoilerMark(marked, 't2', false)).toEqual(vocabularies);
  });
});
