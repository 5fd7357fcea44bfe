/**
 * Writes a generated catalogue into a database with the plain driver: `insertMany` in batches
 * (docs/architecture.md § The database: seeding never updates record by record), after creating the
 * indexes the API's mongoose schemas declare.
 *
 * Why create the indexes here rather than leave them to the API's `autoIndex` at start: the unique
 * ones (project and translator urls, vocabulary values, usernames, e-mails) then guard the seed
 * itself — a duplicate fails the seed loudly instead of the API's start later. They are read from the
 * schemas (`schema.indexes()`) and get the driver's default names, the same ones mongoose gives them,
 * so the API's `autoIndex` finds them already there (the integration test proves it).
 */
import {
  MongoClient,
  MongoServerError,
  type CreateIndexesOptions,
  type Db,
  type Document,
} from 'mongodb';
import { hashPassword } from '../features/accounts';
import { commentLikeSchema, commentSchema } from '../features/comments';
import { contactRecordSchema, messageRecordSchema } from '../features/messages';
import { NOVELS_COLLECTION, novelSchema } from '../features/novels';
import { postSchema } from '../features/posts';
import { listEntrySchema, ratingSchema } from '../features/reading';
import { translatorSchema } from '../features/translator-directory';
import { translationSchema, translationUpdateSchema } from '../features/translations';
import { USERS_COLLECTION, userSchema } from '../features/users';
import { vocabularySchema } from '../features/vocabularies';
import {
  DEFAULT_NOVELS,
  DEFAULT_SEED,
  catalogueCounts,
  generateCatalogue,
  type Catalogue,
} from './generate';
import { MIGRATIONS } from '../migrations';
import { MIGRATIONS_COLLECTION, recordMigrationsAsRun } from '../platform/database/migrations';
import { collectionOf, type RecordSchema } from '../platform/database/record-schema';
import { DEMO_PASSWORD } from './users';
import { type PosterImage } from './context';
import type { MessagePicture } from './messages';

/** A part of a catalogue: the API schema whose indexes its collection gets, and that collection. */
function partOf(schema: RecordSchema) {
  return { collection: collectionOf(schema), schema };
}

/** Each part of a catalogue and its collection. */
export const catalogueCollections = {
  tags: partOf(vocabularySchema('tags')),
  genres: partOf(vocabularySchema('genres')),
  platforms: partOf(vocabularySchema('platforms')),
  translators: partOf(translatorSchema),
  users: partOf(userSchema),
  novels: partOf(novelSchema),
  ratings: partOf(ratingSchema),
  listEntries: partOf(listEntrySchema),
  posts: partOf(postSchema),
  comments: partOf(commentSchema),
  commentLikes: partOf(commentLikeSchema),
  messages: partOf(messageRecordSchema),
  contacts: partOf(contactRecordSchema),
  translationProgress: partOf(translationSchema),
  translationUpdates: partOf(translationUpdateSchema),
} satisfies Record<keyof Catalogue, { collection: string; schema: RecordSchema }>;

/** Parts in the order they are written: what others refer to first. */
const writeOrder: (keyof Catalogue)[] = [
  'tags',
  'genres',
  'platforms',
  'translators',
  'users',
  'novels',
  'ratings',
  'listEntries',
  'posts',
  'comments',
  'commentLikes',
  'messages',
  'contacts',
  'translationProgress',
  'translationUpdates',
];

export interface SeedOptions {
  /** Drop the catalogue's collections first (a reseed). Other collections are left alone. */
  drop: boolean;
  /** Documents per `insertMany`. Default 1,000. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface SeedResult {
  counts: Record<keyof Catalogue, number>;
  milliseconds: number;
}

const NAMESPACE_NOT_FOUND = 26;

async function dropIfPresent(db: Db, name: string): Promise<void> {
  try {
    await db.collection(name).drop();
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
  }
}

/** Writes `catalogue` into the database `uri` names (its path: `mongodb://host:port/catalogue`). */
export async function seedDatabase(
  uri: string,
  catalogue: Catalogue,
  options: SeedOptions,
): Promise<SeedResult> {
  const startedAt = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const client = new MongoClient(uri);
  try {
    const db = client.db();
    for (const part of writeOrder) {
      const { collection, schema } = catalogueCollections[part];
      if (options.drop) await dropIfPresent(db, collection);
      for (const [keys, indexOptions] of schema.indexes()) {
        // Mongoose's options type also allows `unique: [true, message]`; the schemas use plain ones.
        await db
          .collection(collection)
          .createIndex(keys as Document, indexOptions as CreateIndexesOptions);
      }
      const records = catalogue[part] as unknown as Document[];
      for (let start = 0; start < records.length; start += batchSize) {
        await db
          .collection(collection)
          .insertMany(records.slice(start, start + batchSize), { ordered: false });
      }
      options.log?.(`  ${collection}: ${records.length}`);
    }
    // What the seed writes is in today's shapes: no migration has anything to do on it.
    await recordMigrationsAsRun(db.collection(MIGRATIONS_COLLECTION), MIGRATIONS);
  } finally {
    await client.close();
  }
  return {
    counts: catalogueCounts(catalogue),
    milliseconds: Math.round(performance.now() - startedAt),
  };
}

/** True when the database has no projects (a fresh one, or one that never had demo data). */
export async function isCatalogueEmpty(uri: string): Promise<boolean> {
  const client = new MongoClient(uri);
  try {
    const any = await client
      .db()
      .collection(NOVELS_COLLECTION)
      .findOne({}, { projection: { _id: 1 } });
    return any === null;
  } finally {
    await client.close();
  }
}

/** The stored hash of the demo password: hashed once per seed and shared by every demo user. */
export function demoPasswordHash(): Promise<string> {
  return hashPassword(DEMO_PASSWORD);
}

/**
 * `npm start`'s first run: when the database has no projects, writes the default demo catalogue.
 * Nothing is dropped, so accounts registered before stay; a demo user whose e-mail or name is taken
 * by one of them is left out (its ratings stay, pointing at no one, which the API tolerates like a
 * removed account's). Returns whether it seeded.
 */
export async function seedDemoDataIfEmpty(
  uri: string,
  options: {
    log?: (line: string) => void;
    /** Stores the demo posters; called only when the catalogue is empty. */
    posters?: () => Promise<readonly PosterImage[]>;
    /** Stores the demo messages' picture; called only when the catalogue is empty. */
    messagePicture?: () => Promise<MessagePicture>;
  } = {},
): Promise<boolean> {
  const log = options.log ?? (() => {});
  if (!(await isCatalogueEmpty(uri))) return false;
  log('The catalogue is empty: writing the demo data (npm run seed resets it)…');
  const catalogue = generateCatalogue({
    seed: DEFAULT_SEED,
    novels: DEFAULT_NOVELS,
    passwordHash: await demoPasswordHash(),
    posters: await options.posters?.(),
    messagePicture: await options.messagePicture?.(),
    progressUntil: new Date(),
  });
  catalogue.users = await usersNotTaken(uri, catalogue.users);
  keepConversationsOf(catalogue);
  const result = await seedDatabase(uri, catalogue, { drop: false });
  log(`Demo data written in ${(result.milliseconds / 1000).toFixed(1)} s: ${describe(result)}.`);
  return true;
}

/** The demo messages and contacts between users who were written (see `usersNotTaken`). */
function keepConversationsOf(catalogue: Catalogue): void {
  const kept = new Set(catalogue.users.map((user) => user._id));
  catalogue.messages = catalogue.messages.filter(
    (message) => kept.has(message.from) && kept.has(message.to),
  );
  catalogue.contacts = catalogue.contacts.filter(
    (contact) => kept.has(contact.owner) && kept.has(contact.user),
  );
}

async function usersNotTaken(uri: string, users: Catalogue['users']): Promise<Catalogue['users']> {
  const client = new MongoClient(uri);
  try {
    const taken = await client
      .db()
      .collection(USERS_COLLECTION)
      .find(
        {
          $or: [
            { email: { $in: users.map((user) => user.email) } },
            { usernameKey: { $in: users.map((user) => user.usernameKey) } },
          ],
        },
        { projection: { email: 1, usernameKey: 1 } },
      )
      .toArray();
    const emails = new Set(taken.map((user) => user['email'] as string));
    const names = new Set(taken.map((user) => user['usernameKey'] as string));
    return users.filter((user) => !emails.has(user.email) && !names.has(user.usernameKey));
  } finally {
    await client.close();
  }
}

/** "300 projects, 50 users, …" for the log. */
export function describe(result: SeedResult): string {
  const { counts } = result;
  return [
    `${counts.novels} projects`,
    `${counts.users} users`,
    `${counts.ratings} ratings`,
    `${counts.listEntries} list entries`,
    `${counts.translators} translators`,
    `${counts.tags} tags, ${counts.genres} genres, ${counts.platforms} platforms`,
    `${counts.posts} articles, ${counts.comments} comments`,
    `${counts.messages} messages`,
  ].join(', ');
}
