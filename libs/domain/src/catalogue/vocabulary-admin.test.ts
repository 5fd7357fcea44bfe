import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkVocabularyRename,
  orderVocabulary,
  searchVocabulary,
  vocabularyMessages,
  vocabularyScreenOrder,
  vocabularyTakenMessage,
  vocabularyTitle,
} from './vocabulary-admin';

const tags = [
  { _id: 't1', value: 'Школа' },
  { _id: 't2', value: 'Мистика' },
  { _id: 't3', value: 'Школьная романтика' },
];

describe('the vocabulary screen (docs/product §2.2 /filters)', () => {
  it('lists genres, platforms and tags in that order, by their Russian names', () => {
    expect(vocabularyScreenOrder.map(vocabularyTitle)).toEqual(['Жанры', 'Платформы', 'Теги']);
  });

  it('says the §8 failures, platforms after the same pattern', () => {
    expect(vocabularyMessages('genres').renameFailed).toBe('Не удалось изменить жанр');
    expect(vocabularyMessages('tags').renameFailed).toBe('Не удалось изменить тег');
    expect(vocabularyMessages('genres').removeFailed).toBe('Не удалось удалить жанр');
    expect(vocabularyMessages('tags').removeFailed).toBe('Не удалось удалить тег');
    expect(vocabularyMessages('platforms').renameFailed).toBe('Не удалось изменить платформу');
    expect(vocabularyMessages('platforms').removeFailed).toBe('Не удалось удалить платформу');
  });

  it('asks before a removal and names the buttons by their entry, in the right gender', () => {
    const platforms = vocabularyMessages('platforms');
    expect(platforms.removeQuestion('PSP')).toBe('Удалить платформу «PSP»?');
    expect(platforms.removeWarning).toBe('Она пропадёт со всех проектов.');
    expect(platforms.removed).toBe('Платформа удалена');
    const tagTexts = vocabularyMessages('tags');
    expect(tagTexts.removeWarning).toBe('Он пропадёт со всех проектов.');
    expect(tagTexts.renameLabel('Школа')).toBe('Переименовать тег «Школа»');
    expect(tagTexts.removeLabel('Школа')).toBe('Удалить тег «Школа»');
    expect(tagTexts.renamed).toBe('Тег переименован');
  });
});

describe('checkVocabularyRename (docs/product §5: no value twice, in any case)', () => {
  const check = (id: string, value: string) =>
    checkVocabularyRename({ kind: 'tags', entries: tags, id, value });

  it('sends a new value trimmed', () => {
    expect(check('t1', '  Учёба ')).toEqual({ outcome: 'send', value: 'Учёба' });
  });

  it('lets a change of case through: it is the same entry renamed', () => {
    expect(check('t1', 'школа')).toEqual({ outcome: 'send', value: 'школа' });
  });

  it('sends nothing when the text is the same', () => {
    expect(check('t1', ' Школа ')).toEqual({ outcome: 'unchanged' });
  });

  it('refuses a blank value and one longer than 100 characters', () => {
    expect(check('t1', '   ')).toEqual({ outcome: 'refused', message: 'Введите название' });
    expect(check('t1', 'я'.repeat(101))).toEqual({
      outcome: 'refused',
      message: 'Не длиннее 100 символов',
    });
    expect(check('t1', 'я'.repeat(100)).outcome).toBe('send');
  });

  it('refuses another entry’s value in any case, as the API words it', () => {
    expect(check('t1', 'МИСТИКА')).toEqual({
      outcome: 'refused',
      message: 'Такой тег уже существует: Мистика',
    });
    expect(vocabularyTakenMessage('platforms', 'PSP')).toBe('Такая платформа уже существует: PSP');
    expect(vocabularyTakenMessage('genres', 'Драма')).toBe('Такой жанр уже существует: Драма');
  });
});

describe('searchVocabulary', () => {
  it('keeps the entries containing the text, in any case, in their order', () => {
    expect(searchVocabulary(tags, ' шк ').map((tag) => tag._id)).toEqual(['t1', 't3']);
    expect(searchVocabulary(tags, 'РОМАН').map((tag) => tag._id)).toEqual(['t3']);
    expect(searchVocabulary(tags, 'нет такого')).toEqual([]);
  });

  it('keeps everything for a blank search, and never adds an entry', () => {
    expect(searchVocabulary(tags, '  ')).toEqual(tags);
    fc.assert(
      fc.property(fc.string(), (search) => {
        const found = searchVocabulary(tags, search);
        expect(found.every((entry) => tags.includes(entry))).toBe(true);
      }),
    );
  });
});

describe('orderVocabulary (the order GET /api/filters answers)', () => {
  it('orders tags and genres alphabetically in Russian', () => {
    expect(orderVocabulary('tags', tags).map((tag) => tag.value)).toEqual([
      'Мистика',
      'Школа',
      'Школьная романтика',
    ]);
  });

  it('orders platforms desktop first, PSP last (§9)', () => {
    const platforms = ['PSP', 'Android', 'Windows', 'Switch'].map((value) => ({ value }));
    expect(orderVocabulary('platforms', platforms).map((platform) => platform.value)).toEqual([
      'Windows',
      'Switch',
      'Android',
      'PSP',
    ]);
  });

  it('is idempotent and keeps every entry', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ value: fc.string() })), (entries) => {
        const once = orderVocabulary('tags', entries);
        expect(orderVocabulary('tags', once)).toEqual(once);
        expect(once).toHaveLength(entries.length);
      }),
    );
  });
});
