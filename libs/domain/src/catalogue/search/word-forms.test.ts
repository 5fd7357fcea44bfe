import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looseKeys } from './loose-key';
import { normalizeSearchText } from './normalize';
import { formWordOf, isOptionalWord, joinedSoundWordOf, soundWordOf } from './word-forms';

/** The sound words of a text, word by word, read through its first loose key. */
const soundOf = (text: string) =>
  looseKeys(normalizeSearchText(text))[0]!.split(' ').map(soundWordOf);

describe('formWordOf', () => {
  it('gives the cases and numbers of a Russian word one stem', () => {
    for (const forms of [
      ['легенда', 'легенды', 'легенде', 'легендой', 'легендах'],
      ['королях', 'королей', 'короля', 'королем'],
      ['темные', 'темных', 'темного', 'темной'],
    ]) {
      expect(new Set(forms.map(formWordOf)).size).toBe(1);
    }
    expect(formWordOf('легенда')).not.toBe(formWordOf('легион'));
  });

  it('gives a word whose vowel falls out as it inflects one stem', () => {
    for (const forms of [
      ['ветер', 'ветра', 'ветром', 'ветров'],
      ['отец', 'отца', 'отцом', 'отцов'],
      ['замок', 'замка', 'замки'],
      ['огонек', 'огонька', 'огоньки'],
      ['любовь', 'любви', 'любовью'],
      ['котел', 'котла'],
      ['церковь', 'церкви'],
    ]) {
      expect(new Set(forms.map(formWordOf)).size, forms.join(' / ')).toBe(1);
    }
    // Only before the consonants that end such words: город is not гордый.
    expect(formWordOf('города')).not.toBe(formWordOf('гордый'));
  });

  it('leaves out short words and words not in Russian letters', () => {
    expect(formWordOf('сад')).toBeNull();
    expect(formWordOf('legend')).toBeNull();
    expect(formWordOf('легенда2')).toBeNull();
  });

  it('never gives a spelling: its word starts with a mark no letter is', () => {
    expect(formWordOf('легенда')).toMatch(/^§/);
  });
});

describe('soundWordOf', () => {
  it('gives an English name and the ways Russian readers write it one sound', () => {
    for (const spellings of [
      ['little busters', 'литтл бастерс', 'литл бастерз', 'littel bustrs'],
      ['nightmare hunter', 'найтмер хантер'],
      ['sweet memories', 'свит мемориз'],
      ['phantom', 'фантом'],
      ['shelkunchik', 'щелкунчик'],
    ]) {
      const sounds = spellings.map((spelling) => soundOf(spelling).join(' '));
      expect(new Set(sounds).size, spellings.join(' / ')).toBe(1);
    }
  });

  it('keeps a starting vowel apart from a starting consonant', () => {
    expect(soundWordOf('everlasting')).toBe('~avrlstng');
    expect(soundWordOf('verlasting')).toBe('~vrlstng');
  });

  it('says nothing of a word with fewer than three consonants, or of another script', () => {
    expect(soundWordOf('kanon')).toBeNull();
    expect(soundWordOf('feit')).toBeNull();
    expect(soundWordOf('ひぐらし')).toBeNull();
  });
});

describe('joinedSoundWordOf', () => {
  it('is the sound of the words run together, however they meet', () => {
    // Letters that fold in groups (ph, th, gh) and alone (ш, ц, z), vowels, doubles, another script.
    const keyWord = fc.stringMatching(/^[aeioptghszшцжчkrnl]{0,7}$|^ひ$/);
    fc.assert(
      fc.property(fc.array(keyWord, { minLength: 1, maxLength: 4 }), (words) => {
        expect(joinedSoundWordOf(words)).toBe(soundWordOf(words.join('')));
      }),
      { numRuns: 2000 },
    );
  });

  it('finds a name run together as it sounds', () => {
    expect(joinedSoundWordOf(['litle', 'busters'])).toBe(soundOf('литлбастерз')[0]);
    expect(joinedSoundWordOf(['top', 'hat'])).toBe('~tft');
  });

  it('lets the words on either side of an empty word meet', () => {
    // Cases the property above once found: t and h meet across the empty word.
    for (const words of [
      ['t', '', 'hol'],
      ['ntt', '', 'h'],
      ['t', '', 'hsl'],
    ]) {
      expect(joinedSoundWordOf(words), words.join(' + ')).toBe(soundWordOf(words.join('')));
    }
  });
});

describe('isOptionalWord', () => {
  it('is true of prepositions, conjunctions and articles only', () => {
    expect(['о', 'и', 'в', 'на', 'the', 'of'].every(isOptionalWord)).toBe(true);
    expect(['no', 'легенда', 'summer'].some(isOptionalWord)).toBe(false);
  });
});
