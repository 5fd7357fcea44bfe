import {
  moderationLogEntriesEndpoint,
  type CommentResult,
  type MainPage,
  type ModerationLogEntry,
  type Post,
  type PostDraftView,
  type UserEvents,
} from '@vn/domain';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommentsRepository } from '../../src/features/comments/comments.repository';
import { ModerationLogRepository } from '../../src/features/moderation-log/moderation-log.repository';
import { postsFeed, postsSitemap } from '../../src/features/posts/posts-syndication';
import { PostDraftsRepository, PostsRepository } from '../../src/features/posts/posts.repository';
import { PostsService } from '../../src/features/posts/posts.service';
import { UserEventsRepository } from '../../src/features/user-events/user-events.repository';
import { UsersRepository } from '../../src/features/users/users.repository';
import { siteAddress } from '../../src/platform/site/page-head';
import { startInstance, type TestUser } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer } from '../http-client';
import { useAccountsWorldOnRedis } from '../several-instances';
import type { TestApi } from '../test-api';
import { publishedPost, storedDraft, storedPost, textBody, uniqueTitle } from './posts-fixture';

/*
 * A moderator deletes a published article (docs/product §6 "delete any post"; the call is ours, §7):
 * the article and everything attached go, all or nothing (docs/adr/0006), its number is never given
 * again, the log says who deleted what, and a second instance (Redis pub/sub) sees it at once.
 */
describe('deleting an article', () => {
  const {
    world,
    people: { author, reader, moderator },
    startAnother,
  } = useAccountsWorldOnRedis({ author: {}, reader: {}, moderator: { role: 'moderator' } });
  const api = () => world.api;
  const guest = () => new HttpClient(api().baseUrl);

  const remove = (client: HttpClient, countId: number | string) =>
    client.delete<Answer<{ deleted: true }>>(`/api/posts/${countId}`);
  const getPost = (client: HttpClient, countId: number) =>
    client.get<Answer<{ post: Post; comments: CommentResult[] }>>(`/api/posts/${countId}`);
  const listed = async (client: HttpClient) =>
    (await client.get<Answer<{ posts: { post: Post }[] }>>('/api/posts')).body.result.posts.map(
      ({ post }) => post._id,
    );
  const comment = async (client: HttpClient, body: Record<string, unknown>) => {
    const answer = await client.post<Answer<{ comment: CommentResult }>>('/api/comments', body);
    if (answer.status !== 200) throw new Error(`comment: ${JSON.stringify(answer.body)}`);
    return answer.body.result.comment;
  };
  const eventsOf = async (user: TestUser) =>
    (await user.client.get<Answer<UserEvents>>('/api/userEvents?limit=500')).body.result.events;
  const collection = (name: string) =>
    api().app.get<Connection>(getConnectionToken()).db!.collection(name);

  /**
   * An article with everything that can hang on it: a comment with a reply and a like, an open
   * update draft with a comment of its own, and the notifications all of that sent.
   */
  async function articleWithEverything() {
    const title = uniqueTitle('Удаляемая');
    const published = await publishedPost(author.client, moderator.client, { title });
    const first = await comment(reader.client, {
      content: 'Спасибо за статью',
      source: published.id,
      sourceType: 'post',
    });
    const reply = await comment(author.client, {
      content: 'Пожалуйста',
      source: published.id,
      sourceType: 'post',
      parent: first._id,
      answerComment: first._id,
    });
    expect((await moderator.client.post(`/api/likes/comment/${first._id}/true`)).status).toBe(200);
    const update = await author.client.post<Answer<PostDraftView>>(
      `/api/postDrafts/${published.id}`,
      { section: 'tech', title: uniqueTitle('Правка'), body: textBody('Исправленный текст') },
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const onUpdate = await comment(moderator.client, {
      content: 'Поправьте раздел',
      source: update.body.result._id,
      sourceType: 'postDraft',
    });
    return {
      ...published,
      title,
      updateDraftId: update.body.result._id,
      commentIds: [first._id, reply._id, onUpdate._id],
    };
  }

  it('is refused to its author and to readers (403), to guests (401), and changes nothing', async () => {
    const { countId, id } = await publishedPost(author.client, moderator.client);
    const before = await databaseSnapshot(api());
    expect((await remove(author.client, countId)).status).toBe(403);
    expect((await remove(reader.client, countId)).status).toBe(403);
    expect((await remove(guest(), countId)).status).toBe(401);
    expect(await databaseSnapshot(api())).toBe(before);
    expect(await listed(guest())).toContain(id);
  });

  it('answers 404 for an unknown number and 400 for one that is no number', async () => {
    expect((await remove(moderator.client, 999_999)).status).toBe(404);
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      expect((await remove(moderator.client, bad)).status, bad).toBe(400);
    }
  });

  it('takes the article, its comments and likes, its drafts and their notifications away', async () => {
    const article = await articleWithEverything();
    const [authorEvents, readerEvents] = [await eventsOf(author), await eventsOf(reader)];
    expect(authorEvents.some((event) => event.post === article.id)).toBe(true);
    expect(readerEvents.some((event) => event.post === article.id)).toBe(true);
    const mainPage = () => guest().get<Answer<MainPage>>('/api/mainPage');
    expect((await mainPage()).body.result.comments.map((each) => each._id)).toContain(
      article.commentIds[1],
    );

    const answer = await remove(moderator.client, article.countId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.result).toEqual({ deleted: true });

    // The page is "Not Found" to everyone, moderators included; the lists no longer show it.
    for (const client of [guest(), reader.client, moderator.client]) {
      const page = await getPost(client, article.countId);
      expect(page.status).toBe(404);
      expect(page.body.message).toBe('Not Found');
    }
    expect((await author.client.get(`/api/postsById/${article.id}`)).status).toBe(404);
    expect(await listed(guest())).not.toContain(article.id);
    const mine = await author.client.get<Answer<{ posts: { post: Post }[] }>>('/api/posts?my=true');
    expect(mine.body.result.posts.map(({ post }) => post._id)).not.toContain(article.id);
    const main = (await mainPage()).body.result;
    expect(main.posts.map(({ post }) => post._id)).not.toContain(article.id);
    expect(main.comments.map((each) => each._id)).not.toEqual(
      expect.arrayContaining([article.commentIds[1]]),
    );

    // Comments, likes, drafts and notifications are gone from the database.
    const commentIds = article.commentIds as never[];
    expect(await collection('comments').countDocuments({ _id: { $in: commentIds } })).toBe(0);
    expect(
      await collection('commentLikes').countDocuments({ commentId: article.commentIds[0] }),
    ).toBe(0);
    expect(await storedDraft(api(), article.draft._id)).toBeNull();
    expect(await storedDraft(api(), article.updateDraftId)).toBeNull();
    for (const user of [author, reader, moderator]) {
      const events = await eventsOf(user);
      expect(
        events.filter(
          (event) =>
            event.post === article.id ||
            event.postDraft === article.draft._id ||
            event.postDraft === article.updateDraftId,
        ),
      ).toEqual([]);
    }
    const byReader = await reader.client.get<Answer<{ comments: CommentResult[] }>>(
      `/api/comments?createdBy=${reader.id}`,
    );
    expect(byReader.body.result.comments.map((each) => each._id)).not.toContain(
      article.commentIds[0],
    );
    const drafts = await author.client.get<Answer<{ drafts: PostDraftView[] }>>('/api/postDrafts');
    expect(drafts.body.result.drafts.map((draft) => draft._id)).not.toEqual(
      expect.arrayContaining([article.updateDraftId]),
    );

    // Only a stub of its number stays: nothing of what it said.
    expect(await storedPost(api(), article.id)).toEqual({
      _id: article.id,
      countId: article.countId,
      deleted: { at: expect.any(Date), by: moderator.id },
    });
    // A second deletion finds nothing.
    expect((await remove(moderator.client, article.countId)).status).toBe(404);
  });

  it('leaves the feed of new articles and the sitemap', async () => {
    const { countId, id } = await publishedPost(author.client, moderator.client);
    const posts = api().app.get(PostsService);
    const site = siteAddress('https://vn.example/');
    const feed = postsFeed(posts, api().app.get(UsersRepository), site);
    const sitemap = postsSitemap(posts);
    const versionBefore = feed.version();
    expect((await feed.entries()).map((entry) => entry.link)).toContain(
      `https://vn.example/posts/${countId}`,
    );
    expect((await remove(moderator.client, countId)).status).toBe(200);
    expect(feed.version()).not.toBe(versionBefore);
    expect((await feed.entries()).map((entry) => entry.id)).not.toContain(
      `https://vn.example/go/post/${id}`,
    );
    expect([...(await sitemap.entries())].map((entry) => entry.path)).not.toContain(
      `/posts/${countId}`,
    );
  });

  it("never gives a deleted article's number to another article, even after a restart", async () => {
    const { countId } = await publishedPost(author.client, moderator.client);
    expect((await remove(moderator.client, countId)).status).toBe(200);
    const next = await publishedPost(author.client, moderator.client);
    expect(next.countId).toBe(countId + 1);
    expect((await remove(moderator.client, next.countId)).status).toBe(200);
    // An instance started now knows the numbers only from the database.
    const fresh = await startInstance(world.api.databaseUri);
    try {
      const on = (user: TestUser) => user.client.sameBrowserOn(fresh.baseUrl);
      const after = await publishedPost(on(author), on(moderator));
      expect(after.countId).toBe(next.countId + 1);
    } finally {
      await fresh.close();
    }
    expect((await getPost(guest(), countId)).status).toBe(404);
  });

  it('logs who deleted which article, with its title, unlinked on /log', async () => {
    const article = await articleWithEverything();
    expect((await remove(moderator.client, article.countId)).status).toBe(200);
    const page =
      await moderator.client.get<Answer<{ entries: ModerationLogEntry[] }>>('/api/log/entries');
    const parsed = moderationLogEntriesEndpoint.response.parse(page.body.result);
    const entry = parsed.entries.find((each) => each.action === 'deletePost');
    expect(entry).toMatchObject({
      by: { _id: moderator.id, username: moderator.username },
      target: {
        kind: 'deletedPost',
        id: article.id,
        countId: article.countId,
        name: article.title,
      },
    });
    expect(entry?.text).toBe(
      `удалена статья №${article.countId} «${article.title}» (${article.id}) пользователя ` +
        `${author.username}; с ней удалено комментариев: 3, черновиков: 2`,
    );
    const text = await moderator.client.get<Answer<string>>('/api/log');
    expect(text.body.result).toContain(`deletePost: удалена статья №${article.countId}`);
  });

  describe('all or nothing (docs/adr/0006): a failure at any step leaves everything as it was', () => {
    const failures: [string, () => { mockRejectedValueOnce(error: Error): unknown }][] = [
      [
        'marking the article deleted',
        () => vi.spyOn(api().app.get(PostsRepository), 'markDeleted'),
      ],
      ['taking the comments', () => vi.spyOn(api().app.get(CommentsRepository), 'deleteMany')],
      ['taking the drafts', () => vi.spyOn(api().app.get(PostDraftsRepository), 'deleteMany')],
      [
        'taking the notifications',
        () => vi.spyOn(api().app.get(UserEventsRepository), 'deleteEvents'),
      ],
      ['writing the log line', () => vi.spyOn(api().app.get(ModerationLogRepository), 'append')],
    ];

    it.each(failures)('when %s fails', async (_, spyOn) => {
      const article = await articleWithEverything();
      const before = await databaseSnapshot(api());
      const spy = spyOn();
      spy.mockRejectedValueOnce(new Error('the database went away'));
      try {
        expect((await remove(moderator.client, article.countId)).status).toBe(500);
      } finally {
        vi.restoreAllMocks();
      }
      expect(await databaseSnapshot(api())).toBe(before);
      // Back in every list and page, and deletable after all.
      expect(await listed(guest())).toContain(article.id);
      const page = await getPost(guest(), article.countId);
      expect(page.status).toBe(200);
      expect(page.body.result.comments.map((each) => each._id)).toEqual(
        article.commentIds.slice(0, 2),
      );
      expect((await remove(moderator.client, article.countId)).status).toBe(200);
    });
  });

  describe('on a second instance (Redis pub/sub)', () => {
    let second: TestApi;
    beforeAll(async () => {
      second = await startAnother();
    });
    afterAll(() => second?.close());

    it('sees the deletion made on the first at once: the page is gone and the lists forget it', async () => {
      const article = await articleWithEverything();
      const onSecond = new HttpClient(second.baseUrl);
      await expect.poll(async () => (await getPost(onSecond, article.countId)).status).toBe(200);
      expect(await listed(onSecond)).toContain(article.id);

      expect((await remove(moderator.client, article.countId)).status).toBe(200);
      await expect.poll(async () => (await getPost(onSecond, article.countId)).status).toBe(404);
      expect(await listed(onSecond)).not.toContain(article.id);
      const main = await onSecond.get<Answer<MainPage>>('/api/mainPage');
      expect(main.body.result.posts.map(({ post }) => post._id)).not.toContain(article.id);
      const log = await moderator.client
        .sameBrowserOn(second.baseUrl)
        .get<Answer<{ entries: ModerationLogEntry[] }>>('/api/log/entries');
      expect(log.body.result.entries[0]).toMatchObject({
        action: 'deletePost',
        target: { id: article.id },
      });
      // A deletion through the second instance finds it already gone.
      const again = await remove(moderator.client.sameBrowserOn(second.baseUrl), article.countId);
      expect(again.status).toBe(404);
    });

    it('deletes through the second instance what the first then no longer shows', async () => {
      const { countId, id } = await publishedPost(author.client, moderator.client);
      await expect
        .poll(async () => (await getPost(new HttpClient(second.baseUrl), countId)).status)
        .toBe(200);
      const onSecond = moderator.client.sameBrowserOn(second.baseUrl);
      expect((await remove(onSecond, countId)).status).toBe(200);
      await expect.poll(async () => (await getPost(guest(), countId)).status).toBe(404);
      expect(await listed(guest())).not.toContain(id);
    });
  });
});
