import { describe, expect, it, vi } from 'vitest';
import { commentRecord } from '../../../test/comments/comments-fixture';
import { instancesOnOneDatabase } from '../../../test/instances-on-one-database';
import { newObjectId } from '../../platform/ids';
import { UsersById, userSchema, UsersRepository } from '../users';
import { CommentPresenter } from './comment.presenter';
import {
  commentLikeSchema,
  commentSchema,
  novelReviewSchema,
  userCommentKey,
  type CommentRecord,
} from './comment.schema';
import { CommentThreads } from './comment-threads';
import { CommentsRepository } from './comments.repository';
import { LatestComments } from './latest-comments';
import { ViewerLikes } from './viewer-likes';

/**
 * The comments' read models over the repository (docs/architecture.md § Read models), against the
 * run's real database: the viewers' likes, the latest comments and the sources' threads keep
 * themselves from what the repository reports. Two instances share the database, their `CacheSync` one pub/sub.
 */

const { model, cacheSync } = instancesOnOneDatabase(
  commentSchema,
  commentLikeSchema,
  novelReviewSchema,
  userSchema,
);

function instance() {
  const sync = cacheSync();
  const records = new CommentsRepository(
    model(commentSchema),
    model(commentLikeSchema),
    model(novelReviewSchema),
    sync,
  );
  const users = new UsersById(new UsersRepository(model(userSchema), sync));
  const likes = new ViewerLikes(records);
  const latest = new LatestComments(records, new CommentPresenter(users, likes));
  return { records, likes, latest, threads: new CommentThreads(records) };
}

const comment = (content: string): CommentRecord =>
  commentRecord({ content, source: newObjectId(), createdBy: newObjectId() });

/** A like with nothing to follow it (the counters are `LikesService`'s). */
const mark = (records: CommentsRepository, userId: string, id: string, value: boolean | null) =>
  records.markLike(userId, id, value, () => Promise.resolve(null));

describe('ViewerLikes', () => {
  it('has a viewer’s mark, and its undoing, when the write returns', async () => {
    const { records, likes } = instance();
    const viewer = newObjectId();
    const { _id } = await records.insert(comment('Нравится?'));
    expect((await likes.of(viewer)).size).toBe(0);
    await mark(records, viewer, _id, false);
    expect((await likes.of(viewer)).get(_id)).toBe(false);
    await mark(records, viewer, _id, null);
    expect((await likes.of(viewer)).has(_id)).toBe(false);
  });

  it('has another instance’s mark once it hears of it', async () => {
    const first = instance();
    const second = instance();
    const viewer = newObjectId();
    const { _id } = await first.records.insert(comment('Нравится?'));
    expect((await second.likes.of(viewer)).size).toBe(0);
    await mark(first.records, viewer, _id, true);
    // Heard, then read again by its key: polled, as that read takes its own time.
    await expect.poll(async () => (await second.likes.of(viewer)).get(_id)).toBe(true);
  });

  it('reads a viewer’s likes again when an instance of the build before names only the viewer', async () => {
    const { records, likes } = instance();
    const buildBefore = cacheSync();
    const viewer = newObjectId();
    const { _id } = await records.insert(comment('Нравится?'));
    expect((await likes.of(viewer)).size).toBe(0);
    // What that build writes, and the key it tells: `likes:` and the viewer, with no comment.
    await model(commentLikeSchema).create({
      _id: userCommentKey(viewer, _id),
      userId: viewer,
      commentId: _id,
      value: true,
      updatedAt: new Date(),
    });
    buildBefore.changed('comments', `likes:${viewer}`);
    await expect.poll(async () => (await likes.of(viewer)).get(_id)).toBe(true);
  });
});

describe('ViewerLikes from one read of everyone’s', () => {
  it('answers viewers asked for at once from one read, and a viewer with none without a read', async () => {
    const first = instance();
    const second = instance();
    const [ann, bob, newcomer] = [newObjectId(), newObjectId(), newObjectId()];
    const { _id } = await first.records.insert(comment('Нравится?'));
    // Marked through the second instance itself, so that no change is still arriving when the read
    // below begins (one that arrives while it runs would rightly make it read again).
    await mark(second.records, ann, _id, true);
    await mark(second.records, bob, _id, false);
    const wholeReads = vi.spyOn(second.records, 'everyLike');

    const [annLikes, bobLikes] = await Promise.all([second.likes.of(ann), second.likes.of(bob)]);
    expect(annLikes.get(_id)).toBe(true);
    expect(bobLikes.get(_id)).toBe(false);
    expect((await second.likes.of(newcomer)).size).toBe(0);
    expect(wholeReads).toHaveBeenCalledTimes(1);

    // The newcomer's first like, on the other instance: that one mark read by its key.
    await mark(first.records, newcomer, _id, true);
    await expect.poll(async () => (await second.likes.of(newcomer)).get(_id)).toBe(true);
    await mark(first.records, ann, _id, null);
    await expect.poll(async () => (await second.likes.of(ann)).has(_id)).toBe(false);
    expect(wholeReads).toHaveBeenCalledTimes(1);
  });
});

describe('LatestComments', () => {
  it('moves its version with every write of comments, here and on another instance', async () => {
    const first = instance();
    const second = instance();
    const before = { first: first.latest.version, second: second.latest.version };
    const written = await first.records.insert(comment('Свежий'));
    expect(first.latest.version).toBeGreaterThan(before.first);
    // Heard, then the comment read again by its id: polled, as that read takes its own time.
    await expect.poll(() => second.latest.version).toBeGreaterThan(before.second);
    expect((await second.latest.newest(1)).map((shown) => shown._id)).toEqual([written._id]);
    const removed = second.latest.version;
    await first.records.deleteMany([written._id]);
    await expect.poll(() => second.latest.version).toBeGreaterThan(removed);
    expect((await second.latest.newest(5)).map((shown) => shown._id)).not.toContain(written._id);
  });
});

describe('CommentThreads', () => {
  /** A comment of `source`, a millisecond after the one before, so that their order is certain. */
  let clock = Date.now();
  const inThread = (source: string, fields: Partial<CommentRecord> = {}): CommentRecord => {
    clock += 1;
    const at = new Date(clock);
    return commentRecord({
      source,
      createdBy: newObjectId(),
      createdAt: at,
      updatedAt: at,
      ...fields,
    });
  };
  const ids = (thread: readonly CommentRecord[]) => thread.map((shown) => shown._id);

  it('keeps a source’s thread, oldest first, and takes this instance’s writes into it in place', async () => {
    const { records, threads } = instance();
    const source = newObjectId();
    const older = await records.insert(inThread(source));
    const newer = await records.insert(inThread(source));
    expect(ids(await threads.of('game', source))).toEqual([older._id, newer._id]);
    const reads = vi.spyOn(records, 'forSource');

    const reply = await records.insert(inThread(source, { parent: older._id }));
    await records.moveLikes(newer._id, 1, 0);
    await records.markRemoved(older._id, null);
    const thread = await threads.of('game', source);
    expect(ids(thread)).toEqual([older._id, newer._id, reply._id]);
    expect(thread[0]).toMatchObject({ removed: true, content: '' });
    expect(thread[1]).toMatchObject({ likes: 1 });
    expect(reads).not.toHaveBeenCalled();

    await records.deleteMany([reply._id]);
    expect(ids(await threads.of('game', source))).toEqual([older._id, newer._id]);
    // Of another source: this thread stays as it is.
    expect(ids(await threads.of('game', newObjectId()))).toEqual([]);
  });

  it('has another instance’s comment once it hears of it, that comment read by its id', async () => {
    const first = instance();
    const second = instance();
    const source = newObjectId();
    // Straight to the database: no news of it still arriving while the second instance reads.
    await model(commentSchema).create(inThread(source));
    expect(await second.threads.of('game', source)).toHaveLength(1);
    const threadReads = vi.spyOn(second.records, 'forSource');

    const written = await first.records.insert(inThread(source));
    await expect
      .poll(async () => ids(await second.threads.of('game', source)))
      .toContain(written._id);
    expect(threadReads).not.toHaveBeenCalled();
  });

  it('lets the threads go when a write fails, as the database may have done it all the same', async () => {
    const { records, threads } = instance();
    const source = newObjectId();
    const kept = await records.insert(inThread(source));
    expect(await threads.of('game', source)).toHaveLength(1);
    const reads = vi.spyOn(records, 'forSource');
    // The same id again: refused by the database, after the thread was kept.
    await expect(records.insert({ ...kept, content: 'Второй раз' })).rejects.toThrow();
    expect(await threads.of('game', source)).toHaveLength(1);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('does not keep a read of a thread that a write overtook', async () => {
    const { records, threads } = instance();
    const source = newObjectId();
    await records.insert(inThread(source));
    // The read has its rows, then waits until a comment is written: what it read is older.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const read = records.forSource.bind(records);
    let rowsRead = false;
    const reads = vi.spyOn(records, 'forSource').mockImplementation(async (...args) => {
      const rows = await read(...args);
      if (reads.mock.calls.length === 1) {
        rowsRead = true;
        await held;
      }
      return rows;
    });
    const asked = threads.of('game', source);
    await expect.poll(() => rowsRead).toBe(true);
    const written = await records.insert(inThread(source));
    release();
    expect(await asked).toHaveLength(1);
    expect(ids(await threads.of('game', source))).toContain(written._id);
  });

  it('places a reply to a comment written elsewhere that this instance has not heard of yet', async () => {
    const first = instance();
    const second = instance();
    const source = newObjectId();
    expect(await second.threads.of('game', source)).toEqual([]);
    // Written straight to the database: the second instance's kept thread cannot know it.
    const elsewhere = inThread(source);
    await model(commentSchema).create(elsewhere);

    const { thread, place } = await second.threads.placeReply('game', source, {
      answerComment: elsewhere._id,
    });
    expect(place).toMatchObject({ refused: false, parent: elsewhere._id });
    expect(ids(thread)).toEqual([elsewhere._id]);
    expect(
      (await first.threads.placeReply('game', source, { answerComment: newObjectId() })).place,
    ).toMatchObject({ refused: true, field: 'answerComment' });
  });
});
