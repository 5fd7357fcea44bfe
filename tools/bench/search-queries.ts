/**
 * Search queries as readers type them (ADR 0010), made from project names: whole names, starts of
 * names, single words, words out of order, Russian in informal Latin, Hepburn written the Kunrei
 * way, the other keyboard layout, and typos (neighbours swapped, a letter dropped). Deterministic
 * and distinct, so a bench run sends each once and no cache can answer it.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The search rule's text forms, the product's own (`libs/domain`). */
interface TextForms {
  normalizeSearchText(text: string): string;
  swapKeyboardLayout(text: string): string;
  transliterate(text: string): string;
}
/**
 * Loaded from source, not through `@vn/domain`: the domain's own test set-up uses tools, and a
 * dependency back would be a cycle (as `tools/contract/routes-file.ts` loads the contract).
 */
const TEXT_FORMS = join(import.meta.dirname, '../../libs/domain/src/catalogue/search/normalize.ts');
const { normalizeSearchText, swapKeyboardLayout, transliterate } = (await import(
  pathToFileURL(TEXT_FORMS).href
)) as TextForms;

type Maker = (name: string, words: string[]) => string | null;

const longestWord = (words: string[]) =>
  words.reduce((longest, word) => (word.length > longest.length ? word : longest), '');

/** Informal Latin: я as ja, й and ы as j, х as h, ц as c ("Тайная" → "tajnaja"). */
function informalLatin(text: string): string {
  return transliterate(text)
    .replace(/ya/g, 'ja')
    .replace(/yu/g, 'ju')
    .replace(/y/g, 'j')
    .replace(/kh/g, 'h')
    .replace(/ts/g, 'c');
}

function kunrei(text: string): string {
  return text
    .replace(/shi/g, 'si')
    .replace(/chi/g, 'ti')
    .replace(/tsu/g, 'tu')
    .replace(/fu/g, 'hu');
}

function swapNeighbours(word: string): string | null {
  if (word.length < 4) return null;
  const at = 1 + (word.length % (word.length - 2));
  return `${word.slice(0, at)}${word.charAt(at + 1)}${word.charAt(at)}${word.slice(at + 2)}`;
}

function dropLetter(word: string): string | null {
  if (word.length < 5) return null;
  const at = 1 + ((word.length * 7) % (word.length - 1));
  return `${word.slice(0, at)}${word.slice(at + 1)}`;
}

const makers: readonly Maker[] = [
  (name) => name,
  (name) => name.slice(0, 3 + (name.length % 6)),
  (_name, words) => words[words.length - 1] ?? null,
  (_name, words) => (words.length > 1 ? [...words].reverse().join(' ') : null),
  (name) => (/[а-яё]/i.test(name) ? informalLatin(normalizeSearchText(name)) : null),
  (name) => (/(shi|chi|tsu|fu)/i.test(name) ? kunrei(normalizeSearchText(name)) : null),
  (name) => swapKeyboardLayout(name),
  (_name, words) => {
    const word = longestWord(words);
    const typo = swapNeighbours(word);
    return typo && words.map((each) => (each === word ? typo : each)).join(' ');
  },
  (_name, words) => dropLetter(longestWord(words)),
];

/** `count` distinct queries, made in turn by each kind from each name. */
export function searchQueries(names: readonly string[], count: number): string[] {
  const queries = new Set<string>();
  for (let round = 0; queries.size < count && round < names.length * makers.length; round += 1) {
    const name = names[round % names.length]!;
    const make = makers[Math.floor(round / names.length + round) % makers.length]!;
    const words = normalizeSearchText(name).split(' ').filter(Boolean);
    const query = make(name, words)?.trim();
    if (query) queries.add(query);
  }
  if (queries.size < count) {
    throw new Error(`only ${queries.size} distinct search queries from ${names.length} names`);
  }
  return [...queries];
}
