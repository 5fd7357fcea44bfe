/**
 * Deterministic, realistic Russian demo data for the catalogue: the same seed gives the very same
 * documents on every run and machine (faker seeded once, a fixed "now", ids derived from counters),
 * in exactly the shapes the API stores (the `*Record` types of apps/api).
 *
 * Every counter the API keeps denormalised (rating sums, list counts, ratings, mostRecentDate,
 * translators' projects, owners' projects) is derived here from the generated ratings, list entries
 * and translations with the domain's own formulas, so the seeded database is as consistent as one
 * the API built vote by vote.
 */
import { Faker, base, en, ru } from '@faker-js/faker';
import {
  averageRating,
  banExpiry,
  bayesianRating,
  canBeRated,
  developmentStatuses,
  languages,
  lengthInfo,
  lengths,
  mixRating,
  mostRecentDate,
  projectSections,
  showsExpectedRelease,
  slugFromName,
  type DevelopmentStatus,
  type Language,
  type Length,
  type Link,
  type ProjectSection,
  type ReadingList,
  type UserRole,
} from '@vn/domain';
import type { CommentRecord } from '../comments/comment.schema';
import {
  newProjectCounters,
  type NovelRecord,
  type TranslationRecord,
  type VndbRecord,
} from '../novels/novel.schema';
import type { PostRecord } from '../posts/post.schema';
import { readerNovelKey, type ListEntryRecord, type RatingRecord } from '../reading/reading.schema';
import { type TranslatorRecord } from '../translators/translator.schema';
import { newUserRecord, type UserRecord } from '../users/user.schema';
import { type VocabularyRecord } from '../vocabularies/vocabulary.schema';
import { makeCommunity } from './community';
import { knownTitles, type KnownTitle } from './known-titles';
import { Random, WeightedIndex } from './random';
import {
  banReasons,
  cyrillicNicknames,
  descriptionParts,
  expectedReleaseTexts,
  genreValues,
  heroNames,
  platformValues,
  studioParts,
  tagValues,
  titleAdjectives,
  titleNouns,
  translationNotes,
  translatorParts,
  transliterate,
  userAbouts,
  type Gender,
} from './words';

/** "Now" for the demo data: nothing is dated after it, so the output never depends on the clock. */
export const REFERENCE_DATE = new Date('2026-06-01T00:00:00Z');
export const DEFAULT_SEED = 1;
export const DEFAULT_NOVELS = 300;
/** The password of every demo account (README: demo accounts). */
export const DEMO_PASSWORD = 'demo-password';

/** The accounts a demo signs in with; every other demo user has the same password too. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', username: 'DemoAdmin', role: 'admin' },
  { email: 'moderator@demo.test', username: 'DemoModerator', role: 'moderator' },
  { email: 'reader@demo.test', username: 'DemoReader', role: 'staff' },
] as const satisfies readonly { email: string; username: string; role: UserRole }[];

/** Everything the seed writes, by collection. */
export interface Catalogue {
  users: UserRecord[];
  tags: VocabularyRecord[];
  genres: VocabularyRecord[];
  platforms: VocabularyRecord[];
  translators: TranslatorRecord[];
  novels: NovelRecord[];
  ratings: RatingRecord[];
  listEntries: ListEntryRecord[];
  posts: PostRecord[];
  comments: CommentRecord[];
}

export interface GenerateOptions {
  /** Same seed, same catalogue. Default `DEFAULT_SEED`. */
  seed?: number;
  /** How many projects. Default `DEFAULT_NOVELS`. */
  novels?: number;
  /**
   * The stored hash of `DEMO_PASSWORD`, given by the caller: argon2 salts every hash, so hashing here
   * would make the output differ on every run (and one hash for all users keeps seeding fast).
   */
  passwordHash: string;
  /**
   * The demo posters, already in the image storage (`storeDemoPosters`); projects take them in turn.
   * Without them projects have no poster (the site shows its placeholder).
   */
  posters?: readonly PosterImage[];
}

/** A stored poster as projects keep it: its addresses and the preview's size, for the card. */
export type PosterImage = NonNullable<NovelRecord['poster']>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How big the rest of the catalogue is for `novels` projects. Users, translators and tags grow
 * slowly; reader activity per project falls as the catalogue grows, so 20,000 projects stay under
 * about 80,000 ratings and list entries (FerretDB inserts cost about 0.5 ms each).
 */
export function catalogueSizes(novels: number) {
  return {
    users: clamp(Math.round(novels / 40), 50, 500),
    translators: clamp(Math.round(novels / 50), 40, 400),
    tags: clamp(40 + Math.round(novels / 500), 40, tagValues.length),
    genres: genreValues.length,
    platforms: platformValues.length,
    /** Reader–project pairs to draw (each gives a list entry, a rating or both). */
    readerPairs: Math.round((novels * 14) / (1 + novels / 4000)),
  };
}

/** Collection kinds in the id, so ids of different collections never coincide. */
const idKinds = {
  user: 1,
  novel: 2,
  translator: 3,
  tag: 4,
  genre: 5,
  platform: 6,
  post: 7,
  comment: 8,
} as const;

/**
 * A valid 24-hex ObjectId string made without randomness: the creation time in seconds (as an
 * ObjectId has it, so ids sort by creation), 6 hex of the seed, the collection kind and a counter.
 */
function objectId(at: Date, seedTag: string, kind: number, counter: number): string {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${seedTag}${kind.toString(16).padStart(2, '0')}${counter.toString(16).padStart(8, '0')}`;
}

const utc = (text: string) => new Date(`${text}T00:00:00Z`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
const CATALOGUE_OPENED = utc('2014-01-01');
const EARLIEST_RELEASE = utc('1995-01-01');

type Region = 'jp' | 'en' | 'ru' | 'asia';
const regionOf = (language: Language): Region =>
  language === 'jp'
    ? 'jp'
    : language === 'ru' || language === 'ua'
      ? 'ru'
      : language === 'zh' || language === 'ko' || language === 'th' || language === 'id'
        ? 'asia'
        : 'en';

/** Our language → the external database's code (the reverse of the domain's import mapping). */
const externalLanguage: Record<Language, string> = {
  jp: 'ja',
  ru: 'ru',
  en: 'en',
  zh: 'zh-Hans',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
  ua: 'uk',
  it: 'it',
  id: 'id',
  th: 'th',
  pt: 'pt-br',
  other: 'vi',
};

const sectionWeights: readonly (readonly [ProjectSection, number])[] = [
  ['novel', 55],
  ['game', 12],
  ['rpgmaker', 9],
  ['ai', 8],
  ['unsorted', 6],
  ['tbs', 5],
  ['metroidvania', 5],
];
const statusWeights: readonly (readonly [DevelopmentStatus, number])[] = [
  ['done', 50],
  ['inProcess', 18],
  ['demo', 15],
  ['freeze', 10],
  ['demoFreeze', 7],
];
const lengthWeights: readonly (readonly [Length | null, number])[] = [
  [null, 12],
  ['veryShort', 12],
  ['short', 28],
  ['medium', 28],
  ['long', 12],
  ['veryLong', 8],
];
const languageWeights: readonly (readonly [Language, number])[] = [
  ['jp', 48],
  ['en', 18],
  ['ru', 10],
  ['zh', 6],
  ['ko', 4],
  ['ua', 2],
  ['es', 2],
  ['fr', 2],
  ['it', 1],
  ['id', 1],
  ['th', 1],
  ['pt', 1],
  ['other', 4],
];
const translationStatusWeights = (projectStatus: DevelopmentStatus) =>
  projectStatus === 'done'
    ? ([
        ['done', 55],
        ['demo', 18],
        ['inProcess', 16],
        ['freeze', 7],
        ['demoFreeze', 4],
      ] as const)
    : ([
        ['demo', 35],
        ['inProcess', 35],
        ['freeze', 15],
        ['demoFreeze', 15],
      ] as const);
/** Which lists a reader puts a playable project on ('none': rated without a list). */
const playableListWeights: readonly (readonly [ReadingList | 'none', number])[] = [
  ['read', 45],
  ['reading', 12],
  ['wantRead', 15],
  ['bookmark', 8],
  ['partialRead', 8],
  ['dropped', 7],
  ['none', 5],
];
/** An unfinished project cannot be rated (domain `canBeRated`), but it can be on a list. */
const unplayableListWeights: readonly (readonly [ReadingList, number])[] = [
  ['wantRead', 40],
  ['bookmark', 25],
  ['reading', 15],
  ['partialRead', 10],
  ['dropped', 10],
];
const rateChance: Record<ReadingList | 'none', number> = {
  read: 0.9,
  partialRead: 0.75,
  dropped: 0.7,
  reading: 0.5,
  bookmark: 0.2,
  wantRead: 0,
  none: 1,
};
const platformWeights: Record<string, number> = {
  Linux: 20,
  macOS: 18,
  Android: 15,
  iOS: 8,
  'PlayStation Vita': 6,
  'Nintendo Switch': 8,
  PSP: 4,
  'PlayStation 4': 5,
  'PlayStation 2': 2,
  'Xbox One': 2,
  Браузер: 4,
  DOS: 1,
};
/** Genres a section leans to, so a metroidvania is an action game more often than not. */
const sectionGenres: Partial<Record<ProjectSection, string[]>> = {
  metroidvania: ['Экшен', 'Приключения', 'Фэнтези'],
  tbs: ['Стратегия', 'Фэнтези', 'Исторический'],
  rpgmaker: ['RPG', 'Ужасы', 'Приключения'],
  game: ['Экшен', 'Приключения', 'RPG'],
};

/** A title concept in four forms; a project takes its name and alternative names from them. */
interface TitleForms {
  ru: string;
  en: string;
  romaji: string;
  ja: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word) => (word === 'no' || word === 'na' ? word : capitalize(word)))
    .join(' ');
const genderIndex: Record<Gender, 0 | 1 | 2> = { m: 0, f: 1, n: 2 };

function titleForms(random: Random): TitleForms {
  const first = random.pick(titleNouns);
  if (random.chance(0.5)) {
    const adjective = random.pick(titleAdjectives);
    if (adjective.en !== first.en) {
      return {
        ru: capitalize(`${adjective.ru[genderIndex[first.gender]]} ${first.ru}`),
        en: `${adjective.en} ${first.en}`,
        romaji: titleCase(`${adjective.romaji} ${first.romaji}`),
        ja: `${adjective.ja}${first.ja}`,
      };
    }
  }
  let second = random.pick(titleNouns);
  while (second === first) second = random.pick(titleNouns);
  return {
    ru: capitalize(`${first.ru} ${second.genitive}`),
    en: `${first.en} of the ${second.en}`,
    romaji: titleCase(`${second.romaji} no ${first.romaji}`),
    ja: `${second.ja}の${first.ja}`,
  };
}

/** A project's name and alternative names, chosen by its original language. */
function projectNames(
  random: Random,
  language: Language,
  withSubtitle: boolean,
): { name: string; alternativeNames: string[] } {
  let forms = titleForms(random);
  if (withSubtitle) {
    const subtitle = titleForms(random);
    forms = {
      ru: `${forms.ru}: ${subtitle.ru}`,
      en: `${forms.en}: ${subtitle.en}`,
      romaji: `${forms.romaji}: ${subtitle.romaji}`,
      ja: `${forms.ja} ～${subtitle.ja}～`,
    };
  }
  return namesFromForms(random, language, forms);
}

function namesFromForms(
  random: Random,
  language: Language,
  forms: TitleForms,
): { name: string; alternativeNames: string[] } {
  switch (regionOf(language)) {
    case 'jp': {
      const name = random.weighted([
        [forms.romaji, 50],
        [forms.en, 35],
        [forms.ru, 15],
      ] as const);
      const others = [forms.romaji, forms.en, forms.ru].filter((other) => other !== name);
      return { name, alternativeNames: random.chance(0.8) ? [...others, forms.ja] : others };
    }
    case 'ru': {
      const alternatives = [transliterate(forms.ru)];
      if (random.chance(0.6)) alternatives.push(forms.en);
      return { name: forms.ru, alternativeNames: alternatives };
    }
    case 'en':
    case 'asia': {
      const english = random.chance(0.75);
      return {
        name: english ? forms.en : forms.ru,
        alternativeNames: english ? [forms.ru] : [forms.en],
      };
    }
  }
}

/** A plain Latin slug for host names and file paths ("Лунный кот" → "lunnyy-kot"). */
const latinSlug = (text: string) =>
  transliterate(slugFromName(text))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '');

interface Developer {
  name: string;
  link: string;
}

function studioPool(random: Random, region: Region, size: number): Developer[] {
  const parts = studioParts[region];
  const names = parts.heads.flatMap((head) =>
    parts.tails.map((tail) => (tail.includes('{}') ? tail.replace('{}', head) : `${head} ${tail}`)),
  );
  return random.sample(names, size).map((name) => ({
    name,
    link: random.chance(0.85)
      ? `https://${latinSlug(name)}.${random.pick(['example.com', 'example.org', 'example.net'])}/`
      : '',
  }));
}

function description(random: Random, project: { name: string; language: Language }): string {
  const region = regionOf(project.language);
  const names = heroNames[region === 'ru' ? 'ru' : region === 'jp' ? 'jp' : 'en'];
  const gender = random.chance(0.6) ? 'm' : 'f';
  const hero = random.pick(names[gender]);
  const sentences = [
    random.pick(descriptionParts.openings[gender]).replace('{hero}', hero),
    random.pick(descriptionParts.turns),
    random.pick(descriptionParts.stakes),
  ];
  if (random.chance(0.5)) sentences.push(random.pick(descriptionParts.notes));
  let text = sentences.join(' ');
  if (random.chance(0.3)) text = `[b]${project.name}[/b]. ${text}`;
  if (random.chance(0.12)) {
    text += `\n\n[spoiler title="Спойлер"]${random.pick(descriptionParts.spoilers)}[/spoiler]`;
  }
  return text;
}

/** Distinct values by weight, without replacement. */
function weightedDistinct<T>(
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
interface Context {
  faker: Faker;
  random: Random;
  seedTag: string;
  now: Date;
  novelCount: number;
  sizes: ReturnType<typeof catalogueSizes>;
  passwordHash: string;
  posters: readonly PosterImage[];
}

export function generateCatalogue(options: GenerateOptions): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const novelCount = options.novels ?? DEFAULT_NOVELS;
  if (!Number.isInteger(novelCount) || novelCount < 1) {
    throw new Error(`novels must be a positive integer, got ${novelCount}`);
  }
  const faker = new Faker({ locale: [ru, en, base] });
  faker.seed(seed);
  // Everything below draws from these two, in a fixed order: that is what makes a seed repeatable.
  const context: Context = {
    faker,
    seedTag: faker.string.hexadecimal({ length: 6, casing: 'lower', prefix: '' }),
    random: new Random(faker.number.int({ min: 1, max: 2 ** 32 - 1 })),
    now: REFERENCE_DATE,
    novelCount,
    sizes: catalogueSizes(novelCount),
    passwordHash: options.passwordHash,
    posters: options.posters ?? [],
  };

  const vocabularies = makeVocabularies(context);
  const people = makeUsers(context);
  const translators = makeTranslators(context);
  const projects = makeNovels(context, { vocabularies, people, translators });
  const { ratings, listEntries } = makeReaderMarks(context, people, projects);
  deriveCounters(projects.novels, ratings, listEntries);
  const removed = removeSome(context, people, projects);
  giveOwners(context, people, projects, removed);
  const { posts, comments } = makeCommunity({
    random: context.random,
    now: context.now,
    writers: [...people.ordinary, people.reader],
    staff: [people.admin, people.moderator],
    novels: projects.novels
      .map((novel, index) => ({ novel, popularity: projects.popularity[index]! }))
      .filter(({ novel }) => !novel.removed)
      .sort((a, b) => b.popularity - a.popularity)
      .map(({ novel }) => novel),
    id: (kind, at, counter) => objectId(at, context.seedTag, idKinds[kind], counter),
  });

  return {
    users: people.users,
    tags: vocabularies.tags,
    genres: vocabularies.genres,
    platforms: vocabularies.platforms,
    translators,
    novels: projects.novels,
    ratings,
    listEntries,
    posts,
    comments,
  };
}

interface Vocabularies {
  tags: VocabularyRecord[];
  genres: VocabularyRecord[];
  platforms: VocabularyRecord[];
  /** The tag values in use, most common first. */
  tagList: string[];
  tagIds: Map<string, string>;
  genreIds: Map<string, string>;
  platformIds: Map<string, string>;
}

function makeVocabularies({ random, seedTag, now, sizes }: Context): Vocabularies {
  const vocabulary = (values: readonly string[], kind: number): VocabularyRecord[] =>
    values.map((value, index) => {
      // The first forty entries date from the catalogue's start; later ones were added as it grew.
      const createdAt =
        index < 40
          ? random.date(CATALOGUE_OPENED, utc('2015-12-31'))
          : random.date(utc('2016-01-01'), now);
      return {
        _id: objectId(createdAt, seedTag, kind, index),
        value,
        valueKey: value.toLowerCase(),
        createdAt,
        updatedAt: createdAt,
      };
    });
  // The tags the known titles use come first, so they exist at every size.
  const knownTags = new Set(knownTitles.flatMap((title) => title.tags));
  const tagList = [...new Set([...knownTags, ...tagValues])].slice(
    0,
    Math.max(sizes.tags, knownTags.size),
  );
  const tags = vocabulary(tagList, idKinds.tag);
  const genres = vocabulary(genreValues, idKinds.genre);
  const platforms = vocabulary(platformValues, idKinds.platform);
  const idOf = (records: VocabularyRecord[]) =>
    new Map(records.map((record) => [record.value, record._id]));
  return {
    tags,
    genres,
    platforms,
    tagList,
    tagIds: idOf(tags),
    genreIds: idOf(genres),
    platformIds: idOf(platforms),
  };
}

interface People {
  users: UserRecord[];
  admin: UserRecord;
  moderator: UserRecord;
  reader: UserRecord;
  moderatorIds: string[];
  /** Everyone but the demo accounts and the second moderator. */
  ordinary: UserRecord[];
}

/** The demo accounts, a second moderator, a few banned users, the rest ordinary readers. */
function makeUsers({ faker, random, seedTag, now, sizes, passwordHash }: Context): People {
  const users: UserRecord[] = [];
  const usernameKeys = new Set<string>();
  const emails = new Set<string>();
  const addUser = (input: {
    username: string;
    email: string;
    role: UserRole;
    createdAt: Date;
    about?: string;
  }) => {
    const record = newUserRecord({
      username: input.username,
      email: input.email,
      passwordHash,
      emailConfirmed: true,
      role: input.role,
    });
    const user: UserRecord = {
      ...record,
      _id: objectId(input.createdAt, seedTag, idKinds.user, users.length),
      role: input.role,
      description: input.about ?? '',
      createdAt: input.createdAt,
      updatedAt: random.date(input.createdAt, now, 2),
    };
    usernameKeys.add(user.usernameKey);
    emails.add(user.email);
    users.push(user);
    return user;
  };
  const demoDates = ['2014-01-15', '2014-02-01', '2014-03-01'];
  const [admin, moderator, reader] = DEMO_ACCOUNTS.map((account, index) =>
    addUser({ ...account, createdAt: utc(demoDates[index] as string) }),
  ) as [UserRecord, UserRecord, UserRecord];
  reader.description = 'Демо-аккаунт читателя: списки, оценки и пара своих проектов.';

  const uniqueUsername = (wanted: string) => {
    let username = wanted.slice(0, 24);
    if (username.length < 3) username = `${username}${random.int(100, 999)}`;
    while (usernameKeys.has(username.toLowerCase())) {
      username = `${wanted.slice(0, 20)}${random.int(1, 9999)}`;
    }
    return username;
  };
  const uniqueEmail = (username: string) => {
    const local =
      transliterate(username)
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '')
        .replace(/^[._-]+|[._-]+$/g, '') || 'reader';
    const domain = faker.helpers.arrayElement(['example.com', 'example.org', 'example.net']);
    let email = `${local}@${domain}`;
    for (let counter = 2; emails.has(email); counter++) email = `${local}${counter}@${domain}`;
    return email;
  };
  while (users.length < sizes.users) {
    const sex = faker.person.sexType();
    const firstName = faker.person.firstName(sex);
    const lastName = faker.person.lastName(sex);
    // Most names are faker's transliterated ones ("Ivan_Petrov13"), some Cyrillic nicknames.
    const username = uniqueUsername(
      random.chance(0.65)
        ? faker.internet.username({ firstName, lastName })
        : `${random.pick(cyrillicNicknames)}${random.chance(0.5) ? random.int(1, 99) : ''}`,
    );
    addUser({
      username,
      email: uniqueEmail(username),
      role: users.length === DEMO_ACCOUNTS.length ? 'moderator' : 'staff',
      createdAt: random.date(utc('2014-04-01'), addDays(now, -30), 1.6),
      ...(random.chance(0.35) ? { about: random.pick(userAbouts) } : {}),
    });
  }
  const ordinary = users.slice(DEMO_ACCOUNTS.length + 1);
  for (const user of ordinary) {
    if (random.chance(0.08)) user.emailConfirmed = false;
  }
  const bannedCount = Math.max(3, Math.round(users.length * 0.02));
  random.sample(ordinary, bannedCount).forEach((user, index) => {
    // Far in the future, so the demo shows them banned for years: one forever (§4: 100 years).
    user.banned = {
      expiredAt: index === 0 ? banExpiry('forever', now) : addDays(now, 365 * random.int(3, 10)),
      reason: random.pick(banReasons),
      by: moderator._id,
    };
  });
  const moderatorIds = users.filter((user) => user.role === 'moderator').map((user) => user._id);
  return { users, admin, moderator, reader, moderatorIds, ordinary };
}

function makeTranslators({ random, seedTag, sizes }: Context): TranslatorRecord[] {
  const names = new Map<string, string>();
  while (names.size < sizes.translators) {
    const name = random.chance(0.5)
      ? `${random.pick(translatorParts.adjectives)} ${random.pick(translatorParts.nouns)}`
      : `${random.pick(translatorParts.latin)} ${random.pick(translatorParts.suffixes)}`;
    const url = slugFromName(name);
    if (!names.has(url)) names.set(url, name);
  }
  return [...names].map(([url, name], index) => {
    const host = latinSlug(name);
    const links = random.sample(
      [
        { link: `https://vk.example.com/${host}`, description: 'Группа ВКонтакте' },
        { link: `https://t.example.com/${host}`, description: 'Telegram-канал' },
        { link: `https://${host}.example.org/`, description: 'Сайт группы' },
      ],
      random.int(1, 3),
    );
    const createdAt = random.date(CATALOGUE_OPENED, utc('2024-12-31'));
    return {
      _id: objectId(createdAt, seedTag, idKinds.translator, index),
      url,
      name,
      links,
      // Filled as projects name the group in a translation.
      novelIds: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
}

interface Projects {
  novels: NovelRecord[];
  /** Per project: how good readers find it (drives ratings) and how popular (drives activity). */
  quality: number[];
  popularity: number[];
  /** The first `knownCount` projects are the known titles. */
  knownCount: number;
}

function makeNovels(
  context: Context,
  {
    vocabularies,
    people,
    translators,
  }: { vocabularies: Vocabularies; people: People; translators: TranslatorRecord[] },
): Projects {
  const { random, seedTag, now, novelCount } = context;
  const translatorWeights = new WeightedIndex(translators.map(() => random.lognormal(1)));

  // Studios, by region; big catalogues share each among more projects.
  const studiosPer = clamp(Math.round(novelCount / 10), 12, 200);
  const studios: Record<Region, Developer[]> = {
    jp: studioPool(random, 'jp', studiosPer),
    en: studioPool(random, 'en', studiosPer),
    ru: studioPool(random, 'ru', studiosPer),
    asia: studioPool(random, 'asia', studiosPer),
  };

  // Who adds projects: staff and a share of active readers, each only after they registered.
  const contributors = [
    ...people.users.filter((user) => user.role !== 'staff'),
    people.reader,
    ...people.ordinary.filter((user) => !user.banned && random.chance(0.15)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const contributorAt = (at: Date) => {
    let count = 0;
    while (count < contributors.length && contributors[count]!.createdAt <= at) count++;
    return count === 0 ? people.admin : contributors[random.int(0, count - 1)]!;
  };

  const novels: NovelRecord[] = [];
  const quality: number[] = [];
  const popularity: number[] = [];
  const urls = new Set<string>();
  const knownCount = Math.min(novelCount, knownTitles.length);
  const subtitleChance = novelCount > 2000 ? 0.6 : 0.25;
  for (let index = 0; index < novelCount; index++) {
    const known: KnownTitle | undefined = index < knownCount ? knownTitles[index] : undefined;
    // The first generated projects walk every section, status, length and language once, so even
    // a small catalogue shows each of them; the rest are drawn by weight.
    const cover = index - knownCount;
    const covering = cover >= 0 && cover < languages.length;
    const section: ProjectSection =
      known?.section ??
      (covering
        ? projectSections[cover % projectSections.length]!
        : random.weighted(sectionWeights));
    const status: DevelopmentStatus =
      known?.status ??
      (covering
        ? developmentStatuses[cover % developmentStatuses.length]!
        : random.weighted(statusWeights));
    const length: Length | null = known
      ? known.length
      : covering
        ? cover === lengths.length
          ? null
          : lengths[cover % lengths.length]!
        : random.weighted(lengthWeights);
    const originalLanguage: Language =
      known?.originalLanguage ?? (covering ? languages[cover]! : random.weighted(languageWeights));

    // Names: unique urls; a repeated title becomes a sequel ("… 2"), as catalogues have them.
    let names: { name: string; alternativeNames: string[] };
    if (known) {
      names = { name: known.name, alternativeNames: [...known.alternativeNames] };
    } else {
      names = projectNames(random, originalLanguage, random.chance(subtitleChance));
      for (let attempt = 0; urls.has(slugFromName(names.name)) && attempt < 6; attempt++) {
        names = projectNames(random, originalLanguage, random.chance(subtitleChance));
      }
      const original = names;
      for (let sequel = 2; urls.has(slugFromName(names.name)); sequel++) {
        names = {
          name: `${original.name} ${sequel}`,
          alternativeNames: original.alternativeNames.map((other) => `${other} ${sequel}`),
        };
      }
    }
    const url = slugFromName(names.name);
    urls.add(url);

    // Dates: release by status, then when the catalogue got it, then its last edit.
    const releasedAt: Date | null = known
      ? utc(known.releasedAt)
      : (() => {
          const chance = { done: 0.92, demo: 0.85, demoFreeze: 0.85, freeze: 0.4, inProcess: 0.15 };
          if (!random.chance(chance[status])) return null;
          const day = random.date(EARLIEST_RELEASE, addDays(now, -7), status === 'done' ? 1.8 : 3);
          return utc(day.toISOString().slice(0, 10));
        })();
    // The known titles were among the first the catalogue got.
    const createdAt = known
      ? random.date(utc('2015-01-01'), utc('2016-12-31'))
      : random.date(
          latest(utc('2015-01-01'), releasedAt ? addDays(releasedAt, -365) : CATALOGUE_OPENED),
          addDays(now, -1),
          1.6,
        );
    const updatedAt = random.chance(0.3)
      ? random.date(createdAt, earliest(now, addDays(createdAt, 5)))
      : random.date(createdAt, now, 1.5);
    const expectedReleaseAt =
      showsExpectedRelease(status) && !known && random.chance(0.6)
        ? random
            .pick(expectedReleaseTexts)
            .replace('{y}', String(now.getUTCFullYear() + random.int(1, 2)))
        : '';

    // Vocabulary links.
    const genreBoost = new Set(sectionGenres[section] ?? []);
    const genreNames = known
      ? known.genres
      : weightedDistinct(
          random,
          genreValues.map(
            (value, rank) =>
              [value, (genreBoost.has(value) ? 6 : 1) / Math.pow(rank + 1, 0.7)] as const,
          ),
          random.weighted([
            [1, 25],
            [2, 40],
            [3, 25],
            [4, 10],
          ] as const),
        );
    const tagNames = known
      ? known.tags
      : weightedDistinct(
          random,
          vocabularies.tagList.map((value, rank) => [value, 1 / Math.pow(rank + 3, 0.6)] as const),
          random.int(2, 8),
        );
    const platformNames = known
      ? known.platforms
      : (() => {
          const others = weightedDistinct(
            random,
            Object.entries(platformWeights),
            random.int(0, 2),
          );
          return random.chance(0.92) || others.length === 0 ? ['Windows', ...others] : others;
        })();

    // Developers and translations.
    const developers = known
      ? known.developers.map((developer) => ({ ...developer }))
      : random
          .sample(studios[regionOf(originalLanguage)], random.chance(0.85) ? 1 : 2)
          .map((developer) => ({ ...developer }));
    const _id = objectId(createdAt, seedTag, idKinds.novel, index);
    // A Russian original needs no translation: its one "translation" is the studio's own release,
    // with no translator group (`translatorId` null). Everything else has 1–3 groups.
    const original = developers[0];
    const translations: TranslationRecord[] =
      originalLanguage === 'ru' && original
        ? [
            {
              group: { link: original.link, description: original.name },
              translatorId: null,
              status,
              nonFree: random.chance(0.05),
              releasedAt,
              link: null,
              description: 'Оригинальная русская версия.',
            },
          ]
        : translatorWeights
            .pickDistinct(
              random,
              random.weighted([
                [1, 70],
                [2, 22],
                [3, 8],
              ] as const),
            )
            .map((translatorIndex) => {
              const translator = translators[translatorIndex]!;
              translator.novelIds.push(_id);
              translator.updatedAt = latest(translator.updatedAt, createdAt);
              const translationStatus = random.weighted(translationStatusWeights(status));
              const releasedFrom = latest(releasedAt ?? utc('2005-01-01'), utc('2005-01-01'));
              return {
                group: { link: translator.links[0]?.link ?? '', description: translator.name },
                translatorId: translator._id,
                status: translationStatus,
                nonFree: random.chance(0.07),
                releasedAt:
                  translationStatus === 'inProcess' && random.chance(0.7)
                    ? null
                    : random.date(releasedFrom, now, 1.5),
                link: random.chance(0.75)
                  ? {
                      link: `https://files.example.net/${latinSlug(url)}/${latinSlug(translator.url)}.zip`,
                      description: random.pick([
                        'Скачать русификатор',
                        'Патч с переводом',
                        'Страница перевода',
                      ]),
                    }
                  : null,
                description: random.pick(translationNotes),
              };
            });

    // Quality drives readers' ratings and the external rating; popularity drives activity.
    const projectQuality = known
      ? (known.vndb?.rating ?? 84) / 10
      : clamp(random.normal(6.8, 1.2), 2.5, 9.3);
    const projectPopularity = random.lognormal(1.15) * (status === 'inProcess' ? 0.6 : 1);
    const hasPoster = random.chance(0.85);
    const poster = hasPoster ? (context.posters[index % context.posters.length] ?? null) : null;
    novels.push({
      _id,
      url,
      name: names.name,
      alternativeNames: names.alternativeNames,
      section,
      modifiers: [],
      poster,
      screenshots: [],
      bg: null,
      originalLanguage,
      developers,
      status,
      releasedAt,
      expectedReleaseAt,
      releasedYear: releasedAt ? releasedAt.getUTCFullYear() : null,
      mostRecentDate: mostRecentDate({ releasedAt, updatedAt, translations }),
      genreIds: genreNames.map((value) => vocabularies.genreIds.get(value)!),
      tagIds: tagNames.map((value) => vocabularies.tagIds.get(value)!),
      platformIds: platformNames.map((value) => vocabularies.platformIds.get(value)!),
      length,
      translations,
      description: known
        ? known.description
        : description(random, { name: names.name, language: originalLanguage }),
      links: projectLinks(random, { index, url, developers }),
      vndb: vndbRecord(random, {
        index,
        known,
        names,
        section,
        status,
        length,
        originalLanguage,
        releasedAt,
        developers,
        quality: projectQuality,
        popularity: projectPopularity,
      }),
      // The counters and ratings are set from the readers' records (deriveCounters).
      ...newProjectCounters(),
      createdBy: contributorAt(createdAt)._id,
      createdAt,
      updatedAt,
    });
    quality.push(projectQuality);
    popularity.push(projectPopularity);
  }

  // The known titles are the most popular: 1% of all reader activity each (capped per project).
  const generatedPopularity = popularity.slice(knownCount).reduce((sum, value) => sum + value, 0);
  for (let index = 0; index < knownCount; index++) {
    popularity[index] = Math.max(popularity[index]!, generatedPopularity * 0.01);
  }
  return { novels, quality, popularity, knownCount };
}

function projectLinks(
  random: Random,
  project: { index: number; url: string; developers: Developer[] },
): Link[] {
  const links: Link[] = [];
  const official = project.developers.find((developer) => developer.link);
  if (official && random.chance(0.6)) {
    links.push({ link: official.link, description: 'Официальный сайт', tags: [] });
  }
  if (random.chance(0.4)) {
    links.push({
      link: `https://store.example.com/app/${100000 + project.index}`,
      description: random.pick(['Страница в Steam', 'Страница на itch.io', 'Страница в магазине']),
      tags: [],
    });
  }
  // Download links are for signed-in readers only (SPEC.md §2.3: regRequire).
  if (random.chance(0.35)) {
    links.push({
      link: `https://files.example.net/${latinSlug(project.url)}.zip`,
      description: 'Скачать игру с переводом',
      tags: ['regRequire'],
    });
  }
  if (random.chance(0.2)) {
    links.push({
      link: `https://forum.example.org/t/${project.index + 1}`,
      description: 'Обсуждение на форуме',
      tags: [],
    });
  }
  return links;
}

const vndbChance: Partial<Record<ProjectSection, number>> = { novel: 0.8, ai: 0.75, game: 0.55 };

/** The external database's data for about 60% of the projects (visual novels most often). */
function vndbRecord(
  random: Random,
  project: {
    index: number;
    known: KnownTitle | undefined;
    names: { name: string; alternativeNames: string[] };
    section: ProjectSection;
    status: DevelopmentStatus;
    length: Length | null;
    originalLanguage: Language;
    releasedAt: Date | null;
    developers: Developer[];
    quality: number;
    popularity: number;
  },
): VndbRecord | null {
  const { known, length, status, releasedAt } = project;
  if (known ? !known.vndb : !random.chance(vndbChance[project.section] ?? 0.35)) return null;
  // A few entries nobody has voted on yet: no rating.
  const rated = known ? true : random.chance(0.95);
  const hours = length ? lengthInfo[length].hours : null;
  const vndb: VndbRecord = {
    id: known?.vndb?.id ?? `v${100000 + project.index}`,
    title: [project.names.name, ...project.names.alternativeNames].find((name) =>
      /^[\x20-\x7e]+$/.test(name),
    ),
    olang: externalLanguage[project.originalLanguage],
    length: length ? lengths.indexOf(length) + 1 : null,
    length_minutes: hours
      ? Math.round(60 * (hours.from + random.next() * ((hours.to ?? hours.from + 40) - hours.from)))
      : null,
    rating: known?.vndb
      ? known.vndb.rating
      : rated
        ? Math.round(clamp(project.quality * 10 + random.normal(0, 5), 10, 100))
        : null,
    votecount: known?.vndb
      ? known.vndb.votecount
      : rated
        ? clamp(
            Math.round(Math.exp(random.normal(4.2, 1.3)) * Math.sqrt(project.popularity)),
            1,
            30000,
          )
        : 0,
    devstatus: status === 'done' ? 0 : status === 'demo' || status === 'inProcess' ? 1 : 2,
    developers: project.developers.map((developer) => ({ name: developer.name })),
    released: releasedAt ? releasedAt.toISOString().slice(0, 10) : null,
  };
  if (vndb.title === undefined) delete vndb.title;
  return vndb;
}

/**
 * Who puts which project on a list and rates it. Activity is skewed (a few readers do a lot); the
 * demo reader is one of the busiest, so their profile has something to show. Ratings follow the
 * project's quality and the reader's own bias; an unfinished project gets list marks but no ratings
 * (domain `canBeRated`).
 */
function makeReaderMarks(
  { random, now, sizes }: Context,
  { users, reader }: People,
  { novels, quality, popularity }: Projects,
): { ratings: RatingRecord[]; listEntries: ListEntryRecord[] } {
  const activity = users.map((user) =>
    user === reader ? 8 : random.lognormal(1) * (user.banned ? 0.5 : 1),
  );
  const bias = users.map(() => random.normal(0, 0.8));
  const readerIndex = new WeightedIndex(activity);
  const perProjectCap = Math.max(1, Math.floor(users.length * 0.6));
  const totalPopularity = popularity.reduce((sum, value) => sum + value, 0);
  const ratings: RatingRecord[] = [];
  const listEntries: ListEntryRecord[] = [];
  novels.forEach((novel, novelIndex) => {
    const expected = (sizes.readerPairs * popularity[novelIndex]!) / totalPopularity;
    const pairs = Math.min(
      perProjectCap,
      Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0),
    );
    const playable = canBeRated(novel.status);
    for (const userIndex of readerIndex.pickDistinct(random, pairs)) {
      const user = users[userIndex]!;
      const _id = readerNovelKey(user._id, novel._id);
      // Records keep only `updatedAt` (the API upserts them); a rating may come after the list mark.
      const updatedAt = random.date(latest(user.createdAt, novel.createdAt), now, 1.3);
      const list = playable
        ? random.weighted(playableListWeights)
        : random.weighted(unplayableListWeights);
      if (list !== 'none') {
        listEntries.push({ _id, userId: user._id, novelId: novel._id, list, updatedAt });
      }
      if (playable && random.chance(rateChance[list])) {
        const value =
          quality[novelIndex]! +
          bias[userIndex]! +
          random.normal(0, 1.3) -
          (list === 'dropped' ? 2 : 0);
        ratings.push({
          _id,
          userId: user._id,
          novelId: novel._id,
          rating: clamp(Math.round(value), 1, 10),
          updatedAt: random.chance(0.7) ? updatedAt : random.date(updatedAt, now),
        });
      }
    }
    novel.viewsCount = Math.round(
      (15 + (400 * popularity[novelIndex]! * novels.length) / totalPopularity) *
        random.lognormal(0.4),
    );
  });
  return { ratings, listEntries };
}

/**
 * The project counters from the readers' records, as the API keeps them: sums and counts, list
 * counts, and the three ratings by the domain's formulas, with the catalogue mean of every rating
 * (the API's in-memory index uses the same mean, removed projects included).
 */
function deriveCounters(
  novels: NovelRecord[],
  ratings: readonly RatingRecord[],
  listEntries: readonly ListEntryRecord[],
): void {
  const byId = new Map(novels.map((novel) => [novel._id, novel]));
  let catalogueSum = 0;
  for (const rating of ratings) {
    const novel = byId.get(rating.novelId)!;
    novel.ratingSum += rating.rating;
    novel.ratedUsers += 1;
    catalogueSum += rating.rating;
  }
  for (const entry of listEntries) {
    const counts = byId.get(entry.novelId)!.listCounts;
    counts[entry.list] = (counts[entry.list] ?? 0) + 1;
  }
  const catalogueMean = ratings.length > 0 ? catalogueSum / ratings.length : 0;
  for (const novel of novels) {
    const totals = { sum: novel.ratingSum, count: novel.ratedUsers };
    novel.rating = averageRating(totals);
    novel.bRating = bayesianRating({ ...totals, catalogueMean });
    novel.mixRating = mixRating({
      site: { rating: novel.rating, votes: novel.ratedUsers },
      external: { rating: novel.vndb?.rating ?? null, votes: novel.vndb?.votecount ?? 0 },
    });
  }
}

/** About 1% removed by a moderator (soft delete), never a known title. */
function removeSome(
  { random, now, novelCount }: Context,
  { moderatorIds }: People,
  { novels, knownCount }: Projects,
): Set<NovelRecord> {
  const generated = novels.slice(knownCount);
  const count = Math.min(generated.length, Math.max(1, Math.round(novelCount * 0.01)));
  const removed = new Set(random.sample(generated, count));
  for (const novel of removed) {
    novel.removed = { at: random.date(novel.updatedAt, now), by: random.pick(moderatorIds) };
  }
  return removed;
}

/**
 * A few projects owned by their developers' accounts (editing rights), with the owner as the
 * developer's `userId`; the demo reader owns the first of them. Both sides stay in step: the
 * project's `owners` and each owner's `ownedNovelIds`.
 */
function giveOwners(
  { random, novelCount }: Context,
  { users, reader, ordinary }: People,
  { novels, knownCount }: Projects,
  removed: Set<NovelRecord>,
): void {
  const ownerPool = [
    reader,
    ...random.sample(
      ordinary.filter((user) => !user.banned),
      Math.max(3, Math.round(users.length * 0.05)),
    ),
  ];
  const ownable = novels.slice(knownCount).filter((novel) => !removed.has(novel));
  const owned = random.sample(
    ownable,
    Math.min(ownable.length, Math.max(2, Math.round(novelCount * 0.02))),
  );
  owned.forEach((novel, index) => {
    const owners = index === 0 ? [reader] : random.sample(ownerPool, random.chance(0.85) ? 1 : 2);
    novel.owners = owners.map((owner) => owner._id);
    for (const owner of owners) owner.ownedNovelIds.push(novel._id);
    const developer = novel.developers[0];
    if (developer) developer.userId = owners[0]!._id;
  });
}

/** Document counts of a catalogue, by collection. */
export function catalogueCounts(catalogue: Catalogue): Record<keyof Catalogue, number> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([name, records]) => [name, (records as unknown[]).length]),
  ) as Record<keyof Catalogue, number>;
}
