import { CATALOGUE_LIMITS } from './limits';
import { vocabularyKey } from '../community/vocabulary-input';
import type { VocabularyKind } from '../entities/novel';
import { sortPlatforms } from './platforms';

/*
 * The staff's vocabulary screen (docs/product §2.2 /filters: "genres, platforms and tags, each with rename
 * and delete"; §3 Filters vocabularies; §5 "a new value equal to an existing one (case-insensitive)
 * is not added twice"; §8 Vocabularies). The API refuses what these rules refuse, with the same words.
 */

/** The order of the screen's lists, as docs/product §2.2 names them. */
export const vocabularyScreenOrder = [
  'genres',
  'platforms',
  'tags',
] as const satisfies readonly VocabularyKind[];

interface VocabularyWords {
  /** The list's heading. */
  plural: string;
  /** One entry, as the object of a verb ("изменить тег", "удалить платформу"). */
  accusative: string;
  /** "Такой тег", "Такая платформа": the start of the "already exists" message. */
  such: string;
  /** "Тег удалён", "Платформа удалена": the success toasts, agreeing in gender. */
  renamed: string;
  removed: string;
  /** "Он", "Она": the entry in the removal's warning. */
  pronoun: string;
}

const words: Record<VocabularyKind, VocabularyWords> = {
  genres: {
    plural: 'Жанры',
    accusative: 'жанр',
    such: 'Такой жанр',
    renamed: 'Жанр переименован',
    removed: 'Жанр удалён',
    pronoun: 'Он',
  },
  platforms: {
    plural: 'Платформы',
    accusative: 'платформу',
    such: 'Такая платформа',
    renamed: 'Платформа переименована',
    removed: 'Платформа удалена',
    pronoun: 'Она',
  },
  tags: {
    plural: 'Теги',
    accusative: 'тег',
    such: 'Такой тег',
    renamed: 'Тег переименован',
    removed: 'Тег удалён',
    pronoun: 'Он',
  },
};

/** A vocabulary's name as a heading or a tab: "Жанры", "Платформы", "Теги". */
export function vocabularyTitle(kind: VocabularyKind): string {
  return words[kind].plural;
}

/**
 * The texts of the screen for one vocabulary. The failures are docs/product §8's ("Не удалось изменить
 * жанр"/"тег", "Не удалось удалить жанр"/"тег"); §8 names none for platforms, so theirs follow the
 * same pattern. The successes and the questions are ours.
 */
export function vocabularyMessages(kind: VocabularyKind) {
  const { accusative, renamed, removed, pronoun } = words[kind];
  return {
    renameFailed: `Не удалось изменить ${accusative}`,
    removeFailed: `Не удалось удалить ${accusative}`,
    renamed,
    removed,
    removeQuestion: (value: string) => `Удалить ${accusative} «${value}»?`,
    removeWarning: `${pronoun} пропадёт со всех проектов.`,
    renameLabel: (value: string) => `Переименовать ${accusative} «${value}»`,
    removeLabel: (value: string) => `Удалить ${accusative} «${value}»`,
  };
}

/** The API's refusal of a value another entry has (the API and the screen say it alike). */
export function vocabularyTakenMessage(kind: VocabularyKind, value: string): string {
  return `${words[kind].such} уже существует: ${value}`;
}

/** The messages of a refused rename before it is sent. */
export const vocabularyRenameMessages = {
  empty: 'Введите название',
  tooLong: `Не длиннее ${CATALOGUE_LIMITS.vocabularyValueMax} символов`,
} as const;

export type VocabularyRenameCheck =
  | { outcome: 'send'; value: string }
  | { outcome: 'unchanged' }
  | { outcome: 'refused'; message: string };

/**
 * What to do with a new value for an entry: send it (trimmed), nothing when it is the same text, or
 * refuse it — blank, too long, or another entry's value in any case (§5). A change of case alone is a
 * rename ("школа" → "Школа").
 */
export function checkVocabularyRename({
  kind,
  entries,
  id,
  value,
}: {
  kind: VocabularyKind;
  entries: readonly { _id: string; value: string }[];
  id: string;
  value: string;
}): VocabularyRenameCheck {
  const next = value.trim();
  if (next === '') return { outcome: 'refused', message: vocabularyRenameMessages.empty };
  if (next.length > CATALOGUE_LIMITS.vocabularyValueMax) {
    return { outcome: 'refused', message: vocabularyRenameMessages.tooLong };
  }
  const current = entries.find((entry) => entry._id === id);
  if (current?.value === next) return { outcome: 'unchanged' };
  const key = vocabularyKey(next);
  const holder = entries.find((entry) => entry._id !== id && vocabularyKey(entry.value) === key);
  if (holder) return { outcome: 'refused', message: vocabularyTakenMessage(kind, holder.value) };
  return { outcome: 'send', value: next };
}

/** The entries whose value contains the search text, in any case; a blank search keeps them all. */
export function searchVocabulary<T extends { value: string }>(
  entries: readonly T[],
  search: string,
): T[] {
  const key = vocabularyKey(search);
  if (key === '') return [...entries];
  return entries.filter((entry) => vocabularyKey(entry.value).includes(key));
}

/**
 * A vocabulary in display order (what `GET /api/filters` answers): platforms in the order of §9
 * (desktop first, PSP last), the others alphabetically in Russian.
 */
export function orderVocabulary<T extends { value: string }>(
  kind: VocabularyKind,
  entries: readonly T[],
): T[] {
  if (kind === 'platforms') return sortPlatforms(entries, (entry) => entry.value);
  return [...entries].sort((a, b) => a.value.localeCompare(b.value, 'ru'));
}
