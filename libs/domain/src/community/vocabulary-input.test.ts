import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addVocabularyValue,
  isSameVocabularyValue,
  vocabularyKey,
  type VocabularyChoice,
} from './vocabulary-input';

type Entry = { _id: string; value: string };
const vocabulary: Entry[] = [
  { _id: 't1', value: 'Романтика' },
  { _id: 't2', value: 'Sci-Fi' },
];

describe('addVocabularyValue (docs/product §5 Tags/genres/platforms input)', () => {
  it('adds a vocabulary entry, found in any case, with its id and spelling', () => {
    expect(addVocabularyValue({ chosen: [], vocabulary, input: '  романтика ' })).toEqual([
      { _id: 't1', value: 'Романтика' },
    ]);
  });

  it('adds a new value trimmed and marked new', () => {
    expect(addVocabularyValue({ chosen: [], vocabulary, input: ' Киберпанк ' })).toEqual([
      { value: 'Киберпанк', isNew: true },
    ]);
  });

  it('does not add a value twice, in any case', () => {
    const chosen: VocabularyChoice<Entry>[] = [
      { _id: 't2', value: 'Sci-Fi' },
      { value: 'Киберпанк', isNew: true },
    ];
    expect(addVocabularyValue({ chosen, vocabulary, input: 'SCI-FI' })).toEqual(chosen);
    expect(addVocabularyValue({ chosen, vocabulary, input: 'киберПАНК' })).toEqual(chosen);
  });

  it('ignores a blank value', () => {
    expect(addVocabularyValue({ chosen: [], vocabulary, input: '   ' })).toEqual([]);
  });

  it('compares trimmed and case-insensitive', () => {
    expect(isSameVocabularyValue(' ЁЖИК', 'ёжик ')).toBe(true);
    expect(isSameVocabularyValue('ежик', 'ёжик')).toBe(false);
    expect(vocabularyKey(' Tag ')).toBe('tag');
  });

  const inputArb = fc.string({ unit: fc.constantFrom('a', 'A', 'б', 'Б', ' ', 'x') });

  it('never holds two equal values, whatever is entered', () => {
    fc.assert(
      fc.property(fc.array(inputArb), (inputs) => {
        const chosen = inputs.reduce<VocabularyChoice<Entry>[]>(
          (acc, input) => addVocabularyValue({ chosen: acc, vocabulary, input }),
          [],
        );
        const keys = chosen.map((choice) => vocabularyKey(choice.value));
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys).not.toContain('');
      }),
    );
  });

  it('is idempotent: entering the same value again changes nothing', () => {
    fc.assert(
      fc.property(fc.array(inputArb), inputArb, (inputs, input) => {
        const chosen = inputs.reduce<VocabularyChoice<Entry>[]>(
          (acc, each) => addVocabularyValue({ chosen: acc, vocabulary, input: each }),
          [],
        );
        const once = addVocabularyValue({ chosen, vocabulary, input });
        expect(addVocabularyValue({ chosen: once, vocabulary, input })).toEqual(once);
      }),
    );
  });
});
