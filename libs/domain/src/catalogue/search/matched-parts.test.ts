import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectName } from '../../testing/name-arbitraries';
import { matchedParts } from './matched-parts';

/** The name with its marked parts in brackets. */
function shown(name: string, query: string): string {
  return matchedParts(name, query)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join('');
}

describe('matchedParts', () => {
  it.each([
    // As typed: the letters themselves, at a word's start or inside it.
    ['Бесконечное лето', 'беско', '[Беско]нечное лето'],
    ['Бесконечное лето', 'лето', 'Бесконечное [лето]'],
    ['Saya no Uta', 'uta saya', '[Saya] no [Uta]'],
    ['Everlasting Summer', 'lasting', 'Ever[lasting] Summer'],
    // Another spelling, form, sound or a typo: the whole word.
    ['Тайная комната', 'tainaya', '[Тайная] комната'],
    ['Ore no Kanojo', 'каноджо', 'Ore no [Kanojo]'],
    ['Легенда о королях', 'легенды королей', '[Легенда] о [королях]'],
    ['Little Busters!', 'литл бастерз', '[Little] [Busters]!'],
    ['Secret Garden', 'secert', '[Secret] Garden'],
    // Words run together, and the other keyboard layout.
    ['Little Busters!', 'littlebus', '[Little Busters]!'],
    ['Secret Garden', 'ыускуе', '[Secret] Garden'],
  ])('%j for %j is %j', (name, query, expected) => {
    expect(shown(name, query)).toBe(expected);
  });

  it('leaves a name found another way (an alternative name, a developer) unmarked', () => {
    expect(matchedParts('Бесконечное лето', 'everlasting')).toEqual([
      { text: 'Бесконечное лето', marked: false },
    ]);
    expect(matchedParts('Kanon', '')).toEqual([{ text: 'Kanon', marked: false }]);
  });

  it('marks the whole of a word whose letters normalization changed in number', () => {
    expect(shown('ﬁnal', 'fin')).toBe('[ﬁnal]');
  });

  it('gives back the name, cut into parts that alternate', () => {
    fc.assert(
      fc.property(projectName, fc.string({ maxLength: 12 }), (name, query) => {
        const parts = matchedParts(name, query);
        expect(parts.map((part) => part.text).join('')).toBe(name);
        parts.slice(1).forEach((part, at) => expect(part.marked).not.toBe(parts[at]!.marked));
      }),
    );
  });
});
