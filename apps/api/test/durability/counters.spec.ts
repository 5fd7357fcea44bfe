import type { CommentResult, ContactResult, NovelPage } from '@vn/domain';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import { startApiProcess, type ApiProcess } from '../api-process';
import { addNovels } from '../catalogue/catalogue-fixture';
import type { Answer } from '../http-client';
import { addContact } from '../messages/messages-fixture';
import { startWireWatch, type WireWatch } from '../wire-watch';

/**
 * A counter write as it goes by on the wire: a `findAndModify` of the record, or the `update` of a
 * round that moves the counters of readers' marks together (MarkCounterRounds).
 */
const writesCounters = (command: string) => command === 'findAndModify' || command === 'update';

/** How long the check after a start, or after the database answers again, may take here. */
const REPAIRED_WITHIN_MS = 30_000;

/**
 * A mark and the counter it moves are two writes without a transaction (ADR 0006): a rating, then
 * the project's sum and count; a list entry, then the list's count; a comment, then the project's
 * comment count; a like, then the comment's likes; a message, then the recipient's unread count.
 * These tests stop the second write where it happens — the API process is killed as
 * the record's counter write goes by on the wire, or that connection is cut — and find the
 * counters right afterwards: after a restart (the check after the start), or on the same process
 * once the database answers (the check of a failed write). A counter that went below zero is never
 * answered as one.
 */
describe('counters that drift from what they count', () => {
  const { world } = useAccountsWorld();
  let watch: WireWatch;
  let database: MongoClient;
  let db: Db;
  let reader: TestUser;
  let writer: TestUser;
  /** Writes the reader a first message: nobody's contact yet. */
  let stranger: TestUser;
  const projects: { _id: string; url: string }[] = [];
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    const added = await addNovels(
      world.api,
      ['оценка', 'список', 'комментарий', 'минус', 'обрыв'].map((name) => ({
        name: `Счётчики: ${name}`,
      })),
    );
    projects.push(...added.map(({ _id, url }) => ({ _id, url })));
    reader = await signUpUser(world.api);
    writer = await signUpUser(world.api);
    stranger = await signUpUser(world.api);
    // The reader has the writer among their contacts already: the count is what may drift.
    await addContact(world.api, reader.id, writer.id);
    const uri = new URL(world.api.databaseUri);
    watch = await startWireWatch({ host: uri.hostname, port: Number(uri.port) });
    database = await MongoClient.connect(world.api.databaseUri);
    db = database.db();
  });
  afterAll(async () => {
    await Promise.allSettled(running.map((api) => api.stop()));
    await watch?.close();
    await database?.close();
  });

  /** The API as a process of its own, on the world's database through the wire watch or not. */
  async function startApi(throughWatch: boolean): Promise<ApiProcess> {
    const uri = new URL(world.api.databaseUri);
    if (throughWatch) uri.host = `127.0.0.1:${watch.port}`;
    const api = await startApiProcess({
      databaseUri: uri.toString(),
      environment: { TRUST_PROXY: 'true' },
    });
    running.push(api);
    return api;
  }

  /**
   * Runs `write` on a fresh API whose process is killed as the counters of record `id` are written
   * (that record's counter write, after `passing` of them went by: the check after the start may
   * repair another record).
   */
  async function killedBetweenTheWrites(
    counters: { collection: string; id: string; passing?: number },
    write: (api: ApiProcess) => Promise<unknown>,
  ) {
    const api = await startApi(true);
    let killed: Promise<void> | undefined;
    let passing = counters.passing ?? 0;
    watch.onCommand(({ name, collection, mentions }) => {
      if (!writesCounters(name) || collection !== counters.collection) return 'pass';
      if (!mentions(counters.id)) return 'pass';
      if (passing-- > 0) return 'pass';
      killed ??= api.kill();
      return 'hold';
    });
    await write(api).catch(() => undefined); // the connection ends with the process
    expect(killed, 'the counters were about to be written').toBeDefined();
    await killed;
    watch.onCommand(null);
  }

  const storedProject = (index: number) =>
    db.collection('novels').findOne({ _id: projects[index]!._id as never });

  async function pageOn(api: ApiProcess, index: number): Promise<NovelPage> {
    const answer = await reader.client
      .sameBrowserOn(api.baseUrl)
      .get<Answer<NovelPage>>(`/api/novelByUrl/${projects[index]!.url}`);
    expect(answer.status).toBe(200);
    return answer.body.result;
  }

  /** The reader's conversation with a user, as their settings on `api` list it. */
  async function contactOn(api: ApiProcess, userId: string): Promise<ContactResult | undefined> {
    const answer = await reader.client
      .sameBrowserOn(api.baseUrl)
      .get<Answer<{ contacts: ContactResult[] }>>('/api/settings');
    return answer.body.result.contacts.find((entry) => entry._id === userId);
  }

  async function eventually<T>(read: () => Promise<T>, isRight: (value: T) => boolean) {
    const deadline = Date.now() + REPAIRED_WITHIN_MS;
    let value = await read();
    while (!isRight(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      value = await read();
    }
    return value;
  }

  const listCount = (page: NovelPage, list: string) =>
    page.listStatistics.find((entry) => entry._id === list)?.count;

  it('are right after a restart when the process was killed between a mark and its counters', async () => {
    const as = (api: ApiProcess) => reader.client.sameBrowserOn(api.baseUrl);
    // Each time, the mark is written and its counters are not: the drift a kill leaves behind.
    const project = (index: number) => ({ collection: 'novels', id: projects[index]!._id });
    await killedBetweenTheWrites(project(0), (api) =>
      as(api).post('/api/ratings', { novel: projects[0]!._id, rating: 7 }),
    );
    expect(await db.collection('ratings').countDocuments({ novelId: projects[0]!._id })).toBe(1);
    expect(await storedProject(0)).toMatchObject({ ratingSum: 0, ratedUsers: 0 });
    await killedBetweenTheWrites(project(1), (api) =>
      as(api).post('/api/addtolist', { novel: projects[1]!._id, list: 'reading' }),
    );
    expect(await db.collection('listEntries').countDocuments({ novelId: projects[1]!._id })).toBe(
      1,
    );
    expect((await storedProject(1))?.['listCounts']?.['reading'] ?? 0).toBe(0);
    await killedBetweenTheWrites(project(2), (api) =>
      as(api).post('/api/comments', {
        content: 'Комментарий без счёта',
        source: projects[2]!._id,
        sourceType: 'game',
      }),
    );
    expect(await db.collection('comments').countDocuments({ source: projects[2]!._id })).toBe(1);
    expect((await storedProject(2))?.['commentsCount'] ?? 0).toBe(0);
    const comment = await db.collection('comments').findOne({ source: projects[2]!._id });
    const commentId = String(comment!._id);
    await killedBetweenTheWrites({ collection: 'comments', id: commentId }, (api) =>
      as(api).post(`/api/likes/comment/${commentId}/true`),
    );
    expect(await db.collection('commentLikes').countDocuments({ commentId })).toBe(1);
    expect((await db.collection('comments').findOne({ _id: commentId as never }))?.['likes']).toBe(
      0,
    );
    const readersContact = `${reader.id}:${writer.id}`;
    await killedBetweenTheWrites({ collection: 'contacts', id: readersContact }, (api) =>
      writer.client
        .sameBrowserOn(api.baseUrl)
        .post('/api/messages', { to: reader.id, body: 'Сообщение без счёта' }),
    );
    expect(await db.collection('messages').countDocuments({ to: reader.id })).toBe(1);
    const contact = await db.collection('contacts').findOne({ _id: readersContact as never });
    expect(contact?.['unreadMessages'] ?? 0).toBe(0);
    // A first message: the conversation goes in the reader's list before the message is written
    // (one write passes), so a kill after the message leaves a count to repair, not a lost message.
    await killedBetweenTheWrites(
      { collection: 'contacts', id: `${reader.id}:${stranger.id}`, passing: 1 },
      (api) =>
        stranger.client
          .sameBrowserOn(api.baseUrl)
          .post('/api/messages', { to: reader.id, body: 'Первое сообщение' }),
    );
    expect(await db.collection('messages').countDocuments({ from: stranger.id })).toBe(1);
    // And a counter below zero, as a lost `+1` before a landed `-1` leaves it.
    await db
      .collection('novels')
      .updateOne({ _id: projects[3]!._id as never }, { $set: { 'listCounts.dropped': -1 } });

    const api = await startApi(false);
    expect(listCount(await pageOn(api, 3), 'dropped')).toBe(0);

    const rated = await eventually(
      () => pageOn(api, 0),
      (page) => page.ratedUsers === 1,
    );
    expect(rated).toMatchObject({ ratedUsers: 1, rating: 7 });
    const listed = await eventually(
      () => pageOn(api, 1),
      (page) => listCount(page, 'reading') === 1,
    );
    expect(listCount(listed, 'reading')).toBe(1);
    const commented = await eventually(
      () => pageOn(api, 2),
      (page) => page.commentsCount === 1,
    );
    expect(commented.commentsCount).toBe(1);
    const stored = await eventually(
      () => storedProject(3),
      (record) => record?.['listCounts']?.['dropped'] === 0,
    );
    expect(stored?.['listCounts']?.['dropped']).toBe(0);
    expect(await storedProject(0)).toMatchObject({ ratingSum: 7, ratedUsers: 1 });

    const liked = await eventually(
      () =>
        reader.client
          .sameBrowserOn(api.baseUrl)
          .get<Answer<{ comments: CommentResult[] }>>(
            `/api/comments?source=${projects[2]!._id}&sourceType=game`,
          )
          .then((answer) => answer.body.result.comments[0]),
      (value) => value?.likes === 1,
    );
    expect(liked?.likes).toBe(1);
    const unread = await eventually(
      () => contactOn(api, writer.id),
      (value) => value?.unreadMessages === 1,
    );
    expect(unread?.unreadMessages).toBe(1);
    const first = await eventually(
      () => contactOn(api, stranger.id),
      (value) => value?.unreadMessages === 1,
    );
    expect(first?.unreadMessages).toBe(1);
  }, 300_000);

  it('are right on the same process once the database answers after the second write failed', async () => {
    const api = await startApi(true);
    const vote = (rating: number) =>
      reader.client
        .sameBrowserOn(api.baseUrl)
        .post('/api/ratings', { novel: projects[4]!._id, rating });
    expect((await vote(3)).status).toBe(200);
    let cut = false;
    watch.onCommand(({ name, collection, mentions }) => {
      if (cut || !writesCounters(name) || collection !== 'novels') return 'pass';
      if (!mentions(projects[4]!._id)) return 'pass';
      cut = true;
      return 'cut';
    });
    const answer = await vote(9);
    watch.onCommand(null);
    expect(cut).toBe(true);
    // The reader is told the write did not go through; the rating is stored all the same.
    expect(answer.status).toBe(503);
    expect(await db.collection('ratings').countDocuments({ novelId: projects[4]!._id })).toBe(1);

    const page = await eventually(
      () => pageOn(api, 4),
      (value) => value.rating === 9,
    );
    expect(page).toMatchObject({ ratedUsers: 1, rating: 9 });
    // The next vote follows from the 9 stored, not from the 3 before the failed write.
    expect((await vote(5)).status).toBe(200);
    expect(await pageOn(api, 4)).toMatchObject({ ratedUsers: 1, rating: 5 });
    expect(await storedProject(4)).toMatchObject({ ratingSum: 5, ratedUsers: 1 });
  }, 120_000);
});
