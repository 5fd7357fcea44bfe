import { stemmer as russianStem } from '@orama/stemmers/russian';
import { Remembered } from './remembered';

/**
 * Two looser readings of a word than its loose keys (see `looseKeys`), each looked up as a word of
 * its own in the search vocabulary, marked so it never meets a spelling:
 * - its **form**: a Russian word's stem, by the Snowball stemmer (a maintained one, not endings of
 *   ours), so that «легенды королей» meets «Легенда о королях», with a fleeting vowel taken out
 *   (see {@link withoutFleetingVowel}) so that «ветер» meets «ветра»;
 * - its **sound**: the consonants of its loose key, so that an English name written in Cyrillic as
 *   it sounds (литтл бастерс, литл бастерз for Little Busters) and a name with a slip on top of a
 *   transliteration ("littel bustrs") meet the name.
 */

/** Marks a stem in the vocabulary: not a letter, so no query word's spelling or key starts with it. */
const FORM_MARK = '§';
/** Marks a sound key likewise. */
const SOUND_MARK = '~';

const CYRILLIC_WORD = /^[а-я]+$/;
/** Shorter words are left whole: the stemmer would take a three-letter word down to a letter or two. */
const FORM_MIN_LETTERS = 4;

/**
 * The vocabulary word of a normalized word's Russian stem, or null for a word that is not Russian
 * or too short to inflect.
 */
export function formWordOf(word: string): string | null {
  if (word.length < FORM_MIN_LETTERS || !CYRILLIC_WORD.test(word)) return null;
  return forms.of(word, () => FORM_MARK + withoutFleetingVowel(russianStem(word)));
}

/**
 * A stem ending in a consonant, е/о (ё is е here) or ь, and one of к, ц, л, р, н, в: the vowel
 * Russian drops as the word inflects (ветер → ветра, отец → отца, замок → замка, огонёк →
 * огонька, любовь → любви), which the stemmer keeps in one form and not in the other.
 */
const FLEETING_VOWEL = /(?<=[бвгджзйклмнпрстфхцчшщ])[еоь](?=[кцлрнв]$)/;

/** A stem with its fleeting vowel taken out, so that every form of the word gives one. */
function withoutFleetingVowel(stem: string): string {
  return stem.replace(FLEETING_VOWEL, '');
}

/**
 * Letter groups an English spelling writes for one sound, and the keys' sounds that Russian
 * readers write for them: ph is ф, th is т, gh is silent ("night" is найт), ш and щ are s
 * (readers type "sh" for щ), ж is z, and z is s (бастерз, бастерс).
 */
const SOUND_FOLDS: readonly (readonly [RegExp, string])[] = [
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/gh/g, ''],
  [/[шщ]/g, 's'],
  [/ж/g, 'z'],
  [/ч/g, 't'],
  [/ц/g, 'ts'],
  [/z/g, 's'],
];
const KEY_LETTERS = /^[a-zа-я]+$/;
const VOWELS = /[aeiou]/g;
const STARTS_WITH_VOWEL = /^[aeiou]/;
const DOUBLED = /(.)\1+/g;
/**
 * A key word whose consonants are fewer says too little of how it sounds: "kanon" is kn, as are
 * "konan" and "kino", and "xyzzy" would sound like «Хаос».
 */
const SOUND_MIN_CONSONANTS = 3;
const SOUND_MIN_LETTERS = 4;

/**
 * The vocabulary word of how a loose key word sounds: its consonants, folded as above and doubled
 * ones made one, and whether it starts with a vowel ("everlasting" is ~avrlstng). Null for a word
 * too short to say, or with letters of another script (kana keep their own spelling).
 */
export function soundWordOf(key: string): string | null {
  if (key.length < SOUND_MIN_LETTERS || !KEY_LETTERS.test(key)) return null;
  return sounds.of(key, soundOf);
}

function soundOf(key: string): string | null {
  return soundFrom([soundPartsOf(key)], key.length);
}

/** A key word's letters folded as above: its first letter (none when all fold away), its consonants. */
interface SoundParts {
  readonly first: string;
  readonly consonants: string;
}

function soundPartsOf(key: string): SoundParts {
  let folded = key;
  for (const [pattern, replacement] of SOUND_FOLDS) folded = folded.replace(pattern, replacement);
  return { first: folded.charAt(0), consonants: folded.replace(VOWELS, '') };
}

function soundFrom(parts: readonly SoundParts[], letters: number): string | null {
  if (letters < SOUND_MIN_LETTERS) return null;
  const consonants = parts
    .map((part) => part.consonants)
    .join('')
    .replace(DOUBLED, '$1');
  if (consonants.length < SOUND_MIN_CONSONANTS) return null;
  const first = parts.find((part) => part.first !== '')?.first ?? '';
  return SOUND_MARK + (STARTS_WITH_VOWEL.test(first) ? 'a' : '') + consonants;
}

/** A word ending in p, t or g before one starting with h: run together they are one sound (ph, th, gh). */
const ENDS_BEFORE_H = /[ptg]$/;

/**
 * {@link soundWordOf} of key words run together ("litlbusters"), put together from each word's
 * folded letters, which a catalogue's names repeat, rather than folding every name's words joined
 * anew. Where two words meet in a letter group (p, t, g before h) the joined word is folded whole.
 */
export function joinedSoundWordOf(words: readonly string[]): string | null {
  const joined = words.join('');
  if (!KEY_LETTERS.test(joined)) return null;
  // An empty word joins nothing: the words on either side of it meet.
  const meeting = words.filter((word) => word !== '');
  const meetInAGroup = meeting.some(
    (word, at) => at > 0 && word.startsWith('h') && ENDS_BEFORE_H.test(meeting[at - 1]!),
  );
  if (meetInAGroup) return soundOf(joined);
  return soundFrom(
    meeting.map((word) => parts.of(word, soundPartsOf)),
    joined.length,
  );
}

/** The forms, sounds and sound parts of words already read (a word is never long; see `Remembered`). */
const forms = new Remembered<string | null>({ capacity: 50_000, maxLength: 100 });
const sounds = new Remembered<string | null>({ capacity: 50_000, maxLength: 100 });
const parts = new Remembered<SoundParts>({ capacity: 50_000, maxLength: 100 });

/**
 * Words a query may have that a name leaves out: Russian prepositions and conjunctions, which
 * change with the word form («Легенда о королях», «легенды королей»), and English articles and
 * "of". A query of only such words needs them all.
 */
const OPTIONAL_WORDS: ReadonlySet<string> = new Set([
  'а',
  'в',
  'во',
  'для',
  'до',
  'за',
  'и',
  'из',
  'к',
  'ко',
  'на',
  'но',
  'о',
  'об',
  'обо',
  'от',
  'по',
  'про',
  'с',
  'со',
  'у',
  'a',
  'an',
  'of',
  'the',
]);

/** Whether a normalized query word may be missing from a name (see {@link OPTIONAL_WORDS}). */
export function isOptionalWord(word: string): boolean {
  return OPTIONAL_WORDS.has(word);
}
