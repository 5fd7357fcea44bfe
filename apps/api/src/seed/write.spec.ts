import { MongoClient, MongoServerError } from 'mongodb';
import { Mongoose, type Schema } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactsEndpoint,
  conversationEndpoint,
  isMessageEdited,
  type ContactResult,
  type Message,
} from '@vn/domain';
import { HttpClient, type Answer } from '../../test/http-client';
import { freshDatabaseUri, startTestApi } from '../../test/test-api';
import { ImageStorage } from '../platform/storage/storage.module';
import { MIGRATIONS } from '../migrations';
import { MIGRATIONS_COLLECTION, runMigrations } from '../platform/database/migrations';
import { storeDemoMessagePicture } from './posters';
import { DEFAULT_NOVELS, catalogueCounts, generateCatalogue, type Catalogue } from './generate';
import { DEMO_PASSWORD } from './users';
import { passwordMatches } from '../features/accounts/passwords';
import {
  catalogueCollections,
  demoPasswordHash,
  isCatalogueEmpty,
  seedDatabase,
  seedDemoDataIfEmpty,
} from './write';

const readerOf = (catalogue: Catalogue) =>
  catalogue.users.find((user) => user.email === 'reader@demo.test')!;

/** The seed against the embedded FerretDB (or MONGODB_URI): one fresh database per test. */
describe('seedDatabase', () => {
  let passwordHash: string;
  const freshDatabase = () => freshDatabaseUri();

  async function countsIn(uri: string): Promise<Record<keyof Catalogue, number>> {
    const client = new MongoClient(uri);
    try {
      const db = client.db();
      const counts = {} as Record<keyof Catalogue, number>;
      for (const [part, { collection }] of Object.entries(catalogueCollections)) {
        counts[part as keyof Catalogue] = await db.collection(collection).countDocuments();
      }
      return counts;
    } finally {
      await client.close();
    }
  }

  beforeAll(async () => {
    passwordHash = await demoPasswordHash();
  });

  it('writes every document, with the unique indexes, and a reseed replaces rather than adds', async () => {
    const uri = freshDatabase();
    const catalogue = generateCatalogue({ seed: 7, novels: 50, passwordHash });
    expect(await isCatalogueEmpty(uri)).toBe(true);

    const result = await seedDatabase(uri, catalogue, { drop: true, batchSize: 40 });
    expect(result.counts).toEqual(catalogueCounts(catalogue));
    expect(await countsIn(uri)).toEqual(catalogueCounts(catalogue));
    expect(await isCatalogueEmpty(uri)).toBe(false);

    const client = new MongoClient(uri);
    try {
      const novels = client.db().collection(catalogueCollections.novels.collection);
      await expect(
        novels.insertOne({ ...catalogue.novels[0]!, _id: 'duplicate' } as never),
      ).rejects.toSatisfy((error) => error instanceof MongoServerError && error.code === 11000);
      const users = client.db().collection(catalogueCollections.users.collection);
      const indexes = await users.indexes();
      expect(indexes.filter((index) => index.unique).map((index) => index.name)).toEqual(
        expect.arrayContaining(['usernameKey_1', 'email_1']),
      );
    } finally {
      await client.close();
    }

    await seedDatabase(uri, catalogue, { drop: true });
    expect(await countsIn(uri)).toEqual(catalogueCounts(catalogue));
  });

  it("is read back by the API's own schemas, whose autoIndex finds the seeded indexes fitting", async () => {
    const uri = freshDatabase();
    const catalogue = generateCatalogue({ seed: 7, novels: 50, passwordHash });
    await seedDatabase(uri, catalogue, { drop: true });

    const mongoose = new Mongoose();
    await mongoose.connect(uri);
    try {
      const models = Object.fromEntries(
        Object.entries(catalogueCollections).map(([part, { collection, schema }]) => [
          part,
          mongoose.model(collection, schema as Schema),
        ]),
      );
      // What mongoose does at the API's start with `autoIndex: true`.
      for (const model of Object.values(models)) await model.init();

      const clannad = await models['novels']!.findOne({ url: 'clannad' }).lean();
      expect(clannad).toMatchObject({ name: 'Clannad', section: 'novel', originalLanguage: 'jp' });
      const admin = await models['users']!.findOne({ email: 'admin@demo.test' }).lean<{
        role: string;
        passwordHash: string;
      }>();
      expect(admin?.role).toBe('admin');
      expect(await passwordMatches(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
      const removed = await models['novels']!.countDocuments({ removed: { $ne: null } });
      expect(removed).toBe(catalogue.novels.filter((novel) => novel.removed).length);
    } finally {
      await mongoose.disconnect();
    }
  });

  it('records every migration as run: what it writes has nothing to migrate', async () => {
    const uri = freshDatabase();
    await seedDatabase(uri, generateCatalogue({ seed: 7, novels: 20, passwordHash }), {
      drop: true,
    });
    const client = new MongoClient(uri);
    try {
      const db = client.db();
      expect(await db.collection(MIGRATIONS_COLLECTION).countDocuments()).toBe(MIGRATIONS.length);
      // The start's runner finds nothing left; the driver is the seed's copy, not mongoose's.
      expect(
        await runMigrations(db as unknown as Parameters<typeof runMigrations>[0], MIGRATIONS),
      ).toEqual([]);
      // A reseed records nothing twice.
      await seedDatabase(uri, generateCatalogue({ seed: 7, novels: 20, passwordHash }), {
        drop: true,
      });
      expect(await db.collection(MIGRATIONS_COLLECTION).countDocuments()).toBe(MIGRATIONS.length);
    } finally {
      await client.close();
    }
  });

  it('gives the demo reader conversations the API shows, the picture served and one unread', async () => {
    const uri = freshDatabase();
    const api = await startTestApi({ databaseUri: uri });
    try {
      const messagePicture = await storeDemoMessagePicture(api.app.get(ImageStorage));
      const catalogue = generateCatalogue({ seed: 7, novels: 50, passwordHash, messagePicture });
      await seedDatabase(uri, catalogue, { drop: false });

      const reader = new HttpClient(api.baseUrl);
      const signedIn = await reader.post('/api/login', {
        email: 'reader@demo.test',
        password: DEMO_PASSWORD,
      });
      expect(signedIn.status).toBe(200);
      const contacts =
        await reader.get<Answer<{ contacts: ContactResult[]; unreadTotal: number }>>(
          '/api/contacts',
        );
      const list = contactsEndpoint.response.parse(contacts.body.result);
      expect(list.contacts.map((contact) => contact.user.username).sort()).toEqual(
        catalogue.contacts
          .filter((contact) => contact.owner === readerOf(catalogue)._id)
          .map((contact) => catalogue.users.find((user) => user._id === contact.user)!.username)
          .sort(),
      );
      expect(list.contacts).toHaveLength(4);
      expect(list.unreadTotal).toBe(1);
      // Newest conversation first: the one with the unread message.
      expect(list.contacts[0]!.unreadMessages).toBe(1);

      const conversations = await Promise.all(
        list.contacts.map(async (contact) => {
          const answer = await reader.get<Answer<Message[]>>(
            `/api/messages/${contact.user._id}?limit=100`,
          );
          expect(answer.status).toBe(200);
          return conversationEndpoint.response.parse(answer.body.result);
        }),
      );
      const shown = conversations.flat();
      expect(shown).toHaveLength(catalogue.messages.length);
      expect(shown.some((message) => isMessageEdited(message))).toBe(true);
      const pictured = shown.filter((message) => message.attachedImages.length > 0);
      expect(pictured).toHaveLength(1);
      const picture = await fetch(`${api.baseUrl}${pictured[0]!.attachedImages[0]!.full}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      // Reading the conversations cleared the unread one.
      const after = await reader.get<Answer<{ unreadTotal: number }>>('/api/contacts');
      expect(after.body.result.unreadTotal).toBe(0);
    } finally {
      await api.close();
    }
  });

  it('seeds an empty database once, keeping accounts that were there', async () => {
    const uri = freshDatabase();
    const client = new MongoClient(uri);
    try {
      await client
        .db()
        .collection(catalogueCollections.users.collection)
        .insertOne({
          _id: 'f'.repeat(24),
          email: 'reader@demo.test',
          usernameKey: 'someone',
        } as never);
    } finally {
      await client.close();
    }

    expect(await seedDemoDataIfEmpty(uri)).toBe(true);
    const counts = await countsIn(uri);
    expect(counts.novels).toBe(DEFAULT_NOVELS);
    // The demo reader was left out (its e-mail belonged to the account already there), which stays.
    const generatedUsers = catalogueCounts(generateCatalogue({ passwordHash })).users;
    expect(counts.users).toBe(generatedUsers - 1 + 1);
    // Every demo conversation is the demo reader's: none is written without them.
    expect(counts.messages).toBe(0);
    expect(counts.contacts).toBe(0);
    const client2 = new MongoClient(uri);
    try {
      const readers = await client2
        .db()
        .collection(catalogueCollections.users.collection)
        .find({ email: 'reader@demo.test' })
        .toArray();
      expect(readers.map((reader) => reader['usernameKey'])).toEqual(['someone']);
    } finally {
      await client2.close();
    }

    expect(await seedDemoDataIfEmpty(uri)).toBe(false);
    expect((await countsIn(uri)).novels).toBe(DEFAULT_NOVELS);
  });
});
