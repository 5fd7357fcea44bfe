import { describe, expect, it } from 'vitest';
import { commentRecord } from '../../../test/comments/comments-fixture';
import { instancesOnOneDatabase } from '../../../test/instances-on-one-database';
import { newObjectId } from '../../platform/ids';
import { UsersById, userSchema, UsersRepository } from '../users';
import { CommentPresenter } from './comment.presenter';
import {
  commentLikeSchema,
  commentSchema,
  novelReviewSchema,
  type CommentRecord,
} from './comment.schema';
import { CommentsRepository } from './comments.repository';
import { LatestComments } from './latest-comments';
import { ViewerLikes } from './viewer-likes';

/**
 * The comments' read models over the repository (docs/architecture.md § Read models), against the
 * run's real database: the viewers' likes and the latest comments keep themselves from what the
 * repository reports. Two instances share the database, their `CacheSync` one pub/sub.
 */

const { model, cacheSync, delivered } = instancesOnOneDatabase(
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
  return { records, likes, latest };
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
    await delivered();
    expect((await second.likes.of(viewer)).get(_id)).toBe(true);
  });
});

describe('LatestComments', () => {
  it('moves its version with every write of comments, here and on another instance', async () => {
    const first = instance();
    const second = instance();
    const before = { first: first.latest.version, second: second.latest.version };
    const written = await first.records.insert(comment('Свежий'));
    expect(first.latest.version).toBeGreaterThan(before.first);
    await delivered();
    expect(second.latest.version).toBeGreaterThan(before.second);
    expect((await second.latest.newest(1)).map((shown) => shown._id)).toEqual([written._id]);
    const removed = second.latest.version;
    await first.records.deleteMany([written._id]);
    await delivered();
    expect(second.latest.version).toBeGreaterThan(removed);
    expect((await second.latest.newest(5)).map((shown) => shown._id)).not.toContain(written._id);
  });
});
