/**
 * What every step of the demo data shares: the seeded context, the sizes of a catalogue, ids made
 * without randomness, dates, regions and a few drawing helpers.
 */
import type { Faker } from '@faker-js/faker';
import { type Language, slugFromName } from '@vn/domain';
import type { NovelRecord } from '../features/novels';
import type { Random } from './random';
import { genreValues, platformValues, tagValues, transliterate } from './words';

/** A stored poster as projects keep it: its addresses and the preview's size, for the card. */
export type PosterImage = NonNullable<NovelRecord['poster']>;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** Past this many projects, readers and their marks grow in proportion to the catalogue. */
const PROPORTIONAL_FROM = 20_000;

/** Reader–project pairs up to PROPORTIONAL_FROM: activity per project falls as the catalogue grows. */
const pairsUpTo = (novels: number) => Math.round((novels * 14) / (1 + novels / 4000));

/**
 * How big the rest of the catalogue is for `novels` projects. Up to 20,000 projects, users,
 * translators and tags grow slowly and reader activity per project falls, so 20,000 projects stay
 * under about 80,000 ratings and list entries (FerretDB inserts cost about 0.5 ms each). Past that
 * (the growth bench's 80,000 and 200,000), readers and their marks grow in proportion: one reader
 * per 40 projects and 20,000 projects' activity per 20,000 projects, as a growing site would have.
 */
export function catalogueSizes(novels: number) {
  const proportional = novels > PROPORTIONAL_FROM;
  return {
    users: proportional ? Math.round(novels / 40) : clamp(Math.round(novels / 40), 50, 500),
    translators: clamp(Math.round(novels / 50), 40, 400),
    tags: clamp(40 + Math.round(novels / 500), 40, tagValues.length),
    genres: genreValues.length,
    platforms: platformValues.length,
    /** Reader–project pairs to draw (each gives a list entry, a rating or both). */
    readerPairs: proportional
      ? Math.round((pairsUpTo(PROPORTIONAL_FROM) * novels) / PROPORTIONAL_FROM)
      : pairsUpTo(novels),
  };
}

/** Collection kinds in the id, so ids of different collections never coincide. */
export const idKinds = {
  user: 1,
  novel: 2,
  translator: 3,
  tag: 4,
  genre: 5,
  platform: 6,
  post: 7,
  comment: 8,
  message: 9,
} as const;

/**
 * A valid 24-hex ObjectId string made without randomness: the creation time in seconds (as an
 * ObjectId has it, so ids sort by creation), 6 hex of the seed, the collection kind and a counter.
 */
export function objectId(at: Date, seedTag: string, kind: number, counter: number): string {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${seedTag}${kind.toString(16).padStart(2, '0')}${counter.toString(16).padStart(8, '0')}`;
}

export const utc = (text: string) => new Date(`${text}T00:00:00Z`);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
export const latest = (...dates: Date[]) =>
  new Date(Math.max(...dates.map((date) => date.getTime())));
export const earliest = (...dates: Date[]) =>
  new Date(Math.min(...dates.map((date) => date.getTime())));
export const CATALOGUE_OPENED = utc('2014-01-01');
export const EARLIEST_RELEASE = utc('1995-01-01');

export type Region = 'jp' | 'en' | 'ru' | 'asia';
export const regionOf = (language: Language): Region =>
  language === 'jp'
    ? 'jp'
    : language === 'ru' || language === 'ua'
      ? 'ru'
      : language === 'zh' || language === 'ko' || language === 'th' || language === 'id'
        ? 'asia'
        : 'en';

/** A plain Latin slug for host names and file paths ("Лунный кот" → "lunnyy-kot"). */
export const latinSlug = (text: string) =>
  transliterate(slugFromName(text))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '');

/** Distinct values by weight, without replacement. */
export function weightedDistinct<T>(
  random: Random,
  entries: readonly (readonly [T, number])[],
  count: number,
) {
  const left = [...entries];
  const chosen: T[] = [];
  while (chosen.length < count && left.length > 0) {
    const value = random.weighted(left);
    chosen.push(value);
    left.splice(
      left.findIndex(([candidate]) => candidate === value),
      1,
    );
  }
  return chosen;
}

/** What every step shares: the seeded generators, "now", the sizes and the id tag of the seed. */
export interface Context {
  faker: Faker;
  random: Random;
  seedTag: string;
  now: Date;
  novelCount: number;
  sizes: ReturnType<typeof catalogueSizes>;
  passwordHash: string;
  posters: readonly PosterImage[];
}
