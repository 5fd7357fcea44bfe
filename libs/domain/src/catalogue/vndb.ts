import { languageFromExternal, type Language } from './languages';
import { lengthFromExternal, type Length } from './lengths';
import { formatExternalRating } from './rating';

/*
 * The external visual novel database (docs/architecture.md § The external visual novel database;
 * docs/product §3 Novel `vndb`, §7 External): what one of its visual novels looks like, and how a
 * match is read into our codes. The API asks the service; the project form shows and takes these
 * matches.
 */

/** How many matches one lookup answers (and asks the service for). */
export const VNDB_SEARCH_RESULTS = 10;
/** The longest name a lookup takes (ours: titles in the external database are far shorter). */
export const VNDB_SEARCH_NAME_MAX = 200;

/** The fields a lookup asks for (docs/product §7 External), in the service's `fields` syntax. */
export const VNDB_SEARCH_FIELDS =
  'title, olang, length, length_minutes, rating, votecount, devstatus, developers.name, released';

/** Russian texts of the lookup. */
export const vndbMessages = {
  unavailable: 'Не удалось связаться с базой визуальных новелл, заполните поля вручную',
  nameMissing: 'Введите название для поиска',
  nameTooLong: `Название для поиска длиннее ${VNDB_SEARCH_NAME_MAX} символов`,
} as const;

/**
 * One visual novel as the service answers it for `VNDB_SEARCH_FIELDS`: `id` always, then the asked
 * fields. `length` is 1..5, `rating` 10..100; `devstatus` 0 finished, 1 in development, 2 cancelled;
 * `released` a date that may be partial ("2019", "2019-05") or "TBA".
 */
export interface VndbVisualNovel {
  id: string;
  title: string;
  olang: string | null;
  length: number | null;
  length_minutes: number | null;
  rating: number | null;
  votecount: number;
  devstatus: number;
  developers: readonly { name: string }[];
  released: string | null;
}

/**
 * A match of `GET /api/vndb/search`: the service's fields as they are, plus ours where a domain rule
 * maps them — `language` (ja→jp, zh-Hans→zh; docs/product §3 Languages) and `lengthKey` (1..5 →
 * veryShort..veryLong; §3 Length).
 */
export interface VndbMatch {
  id: string;
  title: string;
  olang: string | null;
  language: Language | null;
  length: number | null;
  lengthKey: Length | null;
  length_minutes: number | null;
  rating: number | null;
  votecount: number;
  devstatus: number;
  developers: string[];
  released: string | null;
}

/** Our language for the service's `olang`; null when it names none. */
export function languageOfVndb(olang: string | null): Language | null {
  return olang === null || olang.trim() === '' ? null : languageFromExternal(olang);
}

/** Our length for the service's 1..5; null when it has none (or an unknown value). */
export function lengthOfVndb(length: number | null): Length | null {
  return length === null ? null : (lengthFromExternal(length) ?? null);
}

/** A visual novel of the service as the lookup answers it. */
export function vndbMatchFrom(novel: VndbVisualNovel): VndbMatch {
  return {
    id: novel.id,
    title: novel.title,
    olang: novel.olang,
    language: languageOfVndb(novel.olang),
    length: novel.length,
    lengthKey: lengthOfVndb(novel.length),
    length_minutes: novel.length_minutes,
    rating: novel.rating,
    votecount: novel.votecount,
    devstatus: novel.devstatus,
    developers: novel.developers.map((developer) => developer.name),
    released: novel.released,
  };
}

/**
 * What a project keeps of a chosen match in its `vndb` field (docs/product §3 Novel): the service's own
 * values, developers as `{ name }` the way the service gives them, so the field reads like the
 * service's answer whatever our mapping makes of it later.
 */
export function vndbRecordFromMatch(match: VndbMatch) {
  return {
    id: match.id,
    title: match.title,
    ...(match.olang === null ? {} : { olang: match.olang }),
    // Only a length the service defines (1..5) is kept; the field's schema allows no other.
    length: match.lengthKey === null ? null : match.length,
    length_minutes: match.length_minutes,
    rating: match.rating,
    votecount: match.votecount,
    devstatus: match.devstatus,
    developers: match.developers.map((name) => ({ name })),
    released: match.released,
  };
}

/**
 * The cache key of a name: lookups that differ only in case or spacing ask the service the same
 * question (its search ignores both).
 */
export function vndbSearchKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A release date the form can take: only a whole day (the service also answers "2010-07", "TBA"). */
function wholeDay(released: string | null): string | null {
  return released !== null && /^\d{4}-\d{2}-\d{2}$/.test(released) ? released : null;
}

/** What a chosen match puts into the project form: picking one fills the form. */
export interface VndbFill {
  originalLanguage?: Language;
  length?: Length;
  /** `YYYY-MM-DD`. */
  releasedAt?: string;
  developers?: string[];
  vndb: ReturnType<typeof vndbRecordFromMatch>;
}

/**
 * The fields a match fills: the original language (ja → jp, zh-Hans → zh), the length (1..5), a
 * whole release day and the developers, each only when the service knows it, and always the `vndb`
 * record. The development status is left to the writer: docs/product gives no mapping of the service's.
 */
export function vndbFill(match: VndbMatch): VndbFill {
  const released = wholeDay(match.released);
  return {
    ...(match.language === null ? {} : { originalLanguage: match.language }),
    ...(match.lengthKey === null ? {} : { length: match.lengthKey }),
    ...(released === null ? {} : { releasedAt: released }),
    ...(match.developers.length === 0 ? {} : { developers: match.developers }),
    vndb: vndbRecordFromMatch(match),
  };
}

/** The service's development status (`devstatus`) in words, for the lookup's list. */
export const vndbDevelopmentLabels: Readonly<Record<number, string>> = {
  0: 'Завершена',
  1: 'В разработке',
  2: 'Отменена',
};

/**
 * One line about a match for the lookup's list: title, language, length, rating (votes),
 * development status, release, developers.
 */
export function vndbMatchSummary(
  match: VndbMatch,
  labels: { language: (language: Language) => string; length: (length: Length) => string },
): string {
  const parts = [
    match.language === null ? null : labels.language(match.language),
    match.lengthKey === null ? null : labels.length(match.lengthKey),
    match.rating === null ? null : `${formatExternalRating(match.rating)} (${match.votecount})`,
    vndbDevelopmentLabels[match.devstatus] ?? null,
    match.released,
    match.developers.join(', ') || null,
  ].filter((part): part is string => part !== null && part !== '');
  return parts.length > 0 ? `${match.title} — ${parts.join(' · ')}` : match.title;
}
