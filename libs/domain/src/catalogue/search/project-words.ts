import { textKeysOf, wordKeysOf, type WordKeys } from './loose-key';
import { normalizeSearchText } from './normalize';
import type { Vocabulary } from './vocabulary';
import { formWordOf, joinedSoundWordOf, soundWordOf } from './word-forms';

/** What of a project is searched; developers by name. */
export interface SearchFields {
  name: string;
  alternativeNames?: readonly string[];
  developers?: readonly string[];
}

/** Which of a project's fields a word is in. */
export const field = { name: 0, alternative: 1, developer: 2 } as const;
export type Field = (typeof field)[keyof typeof field];

/** A word's place in its field: the first word; the whole field (a one-word name, or its words joined). */
export const FIRST_WORD = 0b10;
export const WHOLE_FIELD = 0b01;

/** A name's spelling as a phrase query compares it, its words run together made once. */
export interface Phrase {
  readonly text: string;
  readonly joined: string;
}

/** What one project brings to the index. */
export interface ProjectWords {
  /** `number * 4 + field` of each vocabulary word it has → the word's place flags there. */
  readonly words: ReadonlyMap<number, number>;
  /** Every spelling of the name and of the alternative names: for ranking a whole phrase. */
  readonly nameForms: readonly Phrase[];
  readonly alternativeForms: readonly Phrase[];
}

/** A spelling read, and whether its words' sound run together is noted (keys only). */
interface ReadPhrase extends Phrase {
  readonly sounded: boolean;
}

/** A distinct word of the names, read once: the vocabulary words it gives, by number. */
interface ReadWord {
  readonly keys: WordKeys;
  /** The word and its loose keys: found whole, by their start, by a piece inside, with a typo. */
  readonly spellings: Int32Array;
  /** Its Russian stem and its keys' sounds (`formWordOf`, `soundWordOf`): found whole only. */
  readonly looser: Int32Array;
}

/**
 * Reads projects' names into vocabulary words: each word in its spelling and its loose keys, the
 * words of a name run together ("steinsgate" for "Steins;Gate"), the stems of its Russian words
 * and how its keys sound.
 *
 * Names repeat their words, so each distinct word is read once and kept with its vocabulary
 * numbers (numbers are never reused, so they stay right); a name then costs a lookup per word
 * and its words run together. At 80,000 seed projects (1.2 million words, a few thousand distinct)
 * this and the grouped sort (see `Vocabulary.startingWith`) took building the index from 7.6 s to
 * about 3.6 (ADR 0010).
 */
export class NameReader {
  private readonly known = new Map<string, ReadWord>();
  /**
   * A developer's name as its words (`number * 4 + field`, flags, …). A studio is credited on many
   * projects: 92,000 credits of 400 names at 80,000 seed projects, each read once.
   */
  private readonly developers = new Map<string, Int32Array>();

  /** The project being read: `number * 4 + field` → the word's place flags there. */
  private noted = new Map<number, number>();

  constructor(private readonly vocabulary: Vocabulary) {}

  read(fields: SearchFields): ProjectWords {
    this.noted = new Map();
    const nameForms = this.readTexts([fields.name], field.name);
    const alternativeForms = this.readTexts(fields.alternativeNames ?? [], field.alternative);
    for (const developer of fields.developers ?? []) this.readDeveloper(developer);
    return { words: this.noted, nameForms, alternativeForms };
  }

  private note(number: number, in_: Field, flags: number): void {
    this.noteKey(number * 4 + in_, flags);
  }

  private noteKey(key: number, flags: number): void {
    this.noted.set(key, (this.noted.get(key) ?? 0) | flags);
  }

  private readDeveloper(name: string): void {
    let words = this.developers.get(name);
    if (!words) {
      const project = this.noted;
      this.noted = new Map();
      this.readTexts([name], field.developer);
      words = Int32Array.from([...this.noted].flat());
      this.noted = project;
      this.developers.set(name, words);
    }
    for (let at = 0; at < words.length; at += 2) this.noteKey(words[at]!, words[at + 1]!);
  }

  /** Notes the texts' words; answers their spellings as phrases, distinct. */
  private readTexts(texts: readonly string[], in_: Field): Phrase[] {
    // A field has a few spellings: a list is cheaper to make and to search than a map.
    const phrases: ReadPhrase[] = [];
    for (const text of texts) {
      const normalized = normalizeSearchText(text);
      if (normalized === '') continue;
      const spelled = normalized.split(' ');
      const read = spelled.map((word) => this.readWord(word));
      const whole = spelled.length === 1 ? WHOLE_FIELD : 0;
      for (let position = 0; position < read.length; position += 1) {
        const { spellings, looser } = read[position]!;
        const flags = (position === 0 ? FIRST_WORD : 0) | whole;
        for (const number of spellings) this.note(number, in_, flags);
        for (const number of looser) this.note(number, in_, 0);
      }
      this.readSpelling(spelled, in_, phrases, { isKey: false });
      for (const key of textKeysOf(read.map((word) => word.keys))) {
        this.readSpelling(key, in_, phrases, { isKey: true });
      }
    }
    return phrases.filter(({ text }) => text !== '').map(({ text, joined }) => ({ text, joined }));
  }

  /** A text's spelling as a phrase; its words run together, and how they sound so when a key. */
  private readSpelling(
    words: readonly string[],
    in_: Field,
    phrases: ReadPhrase[],
    { isKey }: { isKey: boolean },
  ): void {
    const text = words.join(' ');
    const at = phrases.findIndex((phrase) => phrase.text === text);
    const known = at < 0 ? undefined : phrases[at];
    // A key is often the spelling itself ("sky of the light"): only its sound is new then.
    if (known && (known.sounded || !isKey)) return;
    const joined = known?.joined ?? words.join('');
    if (words.length > 1) {
      if (!known) {
        this.note(this.vocabulary.add(joined, { pieces: false }), in_, FIRST_WORD | WHOLE_FIELD);
      }
      const sound = isKey ? joinedSoundWordOf(words) : null;
      if (sound !== null) this.note(this.vocabulary.add(sound, { pieces: false }), in_, 0);
    }
    phrases[at < 0 ? phrases.length : at] = { text, joined, sounded: isKey };
  }

  private readWord(word: string): ReadWord {
    const known = this.known.get(word);
    if (known) return known;
    const keys = wordKeysOf(word);
    const spellings = [...new Set([word, ...keys.keys])].filter((spelling) => spelling !== '');
    const looser = new Set<number>();
    const addLooser = (looserWord: string | null) => {
      if (looserWord !== null) looser.add(this.vocabulary.add(looserWord, { pieces: false }));
    };
    addLooser(formWordOf(word));
    for (const key of new Set(keys.keys)) addLooser(soundWordOf(key));
    const read: ReadWord = {
      keys,
      spellings: Int32Array.from(spellings, (spelling) => this.vocabulary.add(spelling)),
      looser: Int32Array.from(looser),
    };
    this.known.set(word, read);
    return read;
  }
}
