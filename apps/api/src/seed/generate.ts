/**
 * Deterministic, realistic Russian demo data for the catalogue: the same seed gives the very same
 * documents on every run and machine (faker seeded once, a fixed "now", ids derived from counters),
 * in exactly the shapes the API stores (the `*Record` types of apps/api).
 *
 * Every counter the API keeps denormalised (rating sums, list counts, ratings, mostRecentDate,
 * translators' projects, owners' projects) is derived here from the generated ratings, list entries
 * and translations with the domain's own formulas, so the seeded database is as consistent as one
 * the API built vote by vote.
 *
 * This module puts the steps together; each kind of record is made in its own module.
 */
import type { TranslationProgressRecord, TranslationUpdateRecord } from '../features/translations';
import { makeTranslationProgress } from './translation-progress';
import { Faker, base, en, ru } from '@faker-js/faker';
import type { CommentLikeRecord, CommentRecord } from '../features/comments';
import type { ContactRecord, MessageRecord } from '../features/messages';
import type { NovelRecord } from '../features/novels';
import type { PostRecord } from '../features/posts';
import type { ListEntryRecord, RatingRecord } from '../features/reading';
import type { TranslatorRecord } from '../features/translator-directory';
import type { UserRecord } from '../features/users';
import type { VocabularyRecord } from '../features/vocabularies';
import { makeCommunity } from './community';
import { makeConversations, type MessagePicture } from './messages';
import { type Context, type PosterImage, catalogueSizes, idKinds, objectId } from './context';
import { giveOwners, removeSome } from './ownership';
import { makeNovels } from './projects';
import { Random } from './random';
import { deriveCounters, makeReaderMarks } from './reader-marks';
import { makeTranslators } from './translators';
import { makeUsers } from './users';
import { makeVocabularies } from './vocabularies';

/** "Now" for the demo data: nothing is dated after it, so the output never depends on the clock. */
export const REFERENCE_DATE = new Date('2026-06-01T00:00:00Z');
export const DEFAULT_SEED = 1;
export const DEFAULT_NOVELS = 300;

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
  commentLikes: CommentLikeRecord[];
  messages: MessageRecord[];
  contacts: ContactRecord[];
  translationProgress: TranslationProgressRecord[];
  translationUpdates: TranslationUpdateRecord[];
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
  /**
   * The picture of the demo messages, already in the image storage (`storeDemoMessagePicture`).
   * Without it the message that shows it is text alone.
   */
  messagePicture?: MessagePicture;
  /**
   * The day the translations' progress is told up to (docs/product §A1.3): `REFERENCE_DATE` by
   * default, like everything else; the demo passes today, or every translation would show as gone
   * quiet months ago.
   */
  progressUntil?: Date;
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
  deriveCounters(projects.novels, ratings, listEntries, people.users, context.now);
  const removed = removeSome(context, people, projects);
  giveOwners(context, people, projects, removed);
  const { posts, comments, commentLikes } = makeCommunity({
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

  const { messages, contacts } = makeConversations({
    now: context.now,
    reader: people.reader,
    moderator: people.moderator,
    admin: people.admin,
    readers: people.ordinary.filter((user) => !user.banned && user.emailConfirmed),
    picture: options.messagePicture ?? null,
    id: (at, counter) => objectId(at, context.seedTag, idKinds.message, counter),
  });

  // Last: it draws from `random` after everything above, which stays as it was.
  const progress = makeTranslationProgress(
    { ...context, now: options.progressUntil ?? context.now },
    {
      novels: projects.novels,
      translators,
      readers: people.ordinary.filter((user) => !user.banned),
      demoReader: people.reader,
    },
  );

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
    commentLikes,
    messages,
    contacts,
    translationProgress: progress.records,
    translationUpdates: progress.updates,
  };
}

/** Document counts of a catalogue, by collection. */
export function catalogueCounts(catalogue: Catalogue): Record<keyof Catalogue, number> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([name, records]) => [name, (records as unknown[]).length]),
  ) as Record<keyof Catalogue, number>;
}
