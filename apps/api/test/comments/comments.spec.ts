import { getModelToken } from '@nestjs/mongoose';
import {
  commentInputMessages,
  commentResultSchema,
  DomainError,
  type CommentResult,
  type LikeCounts,
  type NovelPage,
  type UserEvents,
} from '@vn/domain';
import type { Model } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommentSources } from '../../src/features/comments/comment-sources';
import { CommentsRepository } from '../../src/features/comments/comments.repository';
import { CounterRepair } from '../../src/platform/database/counter-repair';
import {
  COMMENTS_COLLECTION,
  type CommentRecord,
} from '../../src/features/comments/comment.schema';
import { NOVELS_COLLECTION, type NovelRecord } from '../../src/features/novels/novel.schema';
import { signUpUser, type TestUser, useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer } from '../http-client';
import { multipart, pngImage } from '../images';
import {
  addProject,
  commentOn,
  postComment,
  textBody,
  TestCommentSources,
} from './comments-fixture';

type Thread = { comment: CommentResult; comments: CommentResult[] };
type Deleted = { deleted: string[]; comment: CommentResult | null };

describe('comments, likes and reviews over HTTP (docs/product §3, §4 Comments, §5, §7)', () => {
  const {
    world,
    people: { alice, bob, carol, moderator },
  } = useAccountsWorld({ alice: {}, bob: {}, carol: {}, moderator: { role: 'moderator' } });
  let sources: TestCommentSources;
  let guest: HttpClient;
  const api = () => world.api;

  beforeAll(() => {
    sources = TestCommentSources.install(world.api);
    guest = new HttpClient(world.api.baseUrl);
  });

  const storedNovel = (id: string) =>
    api()
      .app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION))
      .findOne({ _id: id })
      .lean<NovelRecord>();
  const storedComment = (id: string) =>
    api()
      .app.get<Model<CommentRecord>>(getModelToken(COMMENTS_COLLECTION))
      .findOne({ _id: id })
      .lean<CommentRecord>();
  const commentsCount = async (novelId: string) => {
    const page = await guest.get<Answer<NovelPage>>(`/api/novels/${novelId}`);
    expect((await storedNovel(novelId))?.commentsCount).toBe(page.body.result.commentsCount);
    return page.body.result.commentsCount;
  };
  const thread = async (client: HttpClient, novelId: string) => {
    const answer = await client.get<Answer<{ comments: CommentResult[]; count: number }>>(
      `/api/comments?source=${novelId}&sourceType=game&limit=100`,
    );
    expect(answer.status).toBe(200);
    return answer.body.result;
  };
  const remove = async (client: HttpClient, id: string, force = false) => {
    const answer = await client.delete<Answer<Deleted>>(
      `/api/comments/${id}${force ? '?force=true' : ''}`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const eventsOf = async (user: TestUser) =>
    (await user.client.get<Answer<UserEvents>>('/api/userEvents?limit=100')).body.result.events;

  describe('threads', () => {
    it('keeps a reply chain: parent is the thread, answerComment the comment answered', async () => {
      const novel = await addProject(api());
      const top = await commentOn(alice.client, novel, 'Первый');
      const reply = await commentOn(bob.client, novel, 'Ответ Алисе', { parent: top._id });
      // Answering a reply: the thread stays the top comment, even when the reply is given as parent.
      const answer = await postComment(carol.client, {
        content: 'Ответ Бобу',
        source: novel,
        sourceType: 'game',
        parent: reply._id,
        answerComment: reply._id,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const { comment, comments } = answer.body.result;
      expect(comment).toMatchObject({ parent: top._id, answerComment: reply._id });
      expect(comments.map((each) => each._id)).toEqual([top._id, reply._id, comment._id]);
      for (const each of comments) expect(commentResultSchema.parse(each)).toEqual(each);
      expect(comment.createdBy).toMatchObject({
        _id: carol.id,
        username: carol.username,
        role: 'staff',
      });
      expect(reply).toMatchObject({ parent: top._id, answerComment: null });
      expect(await commentsCount(novel)).toBe(3);
    });

    it('refuses answers to comments of another source, or unknown ones, or removed ones', async () => {
      const [novel, other] = [await addProject(api()), await addProject(api())];
      const elsewhere = await commentOn(alice.client, other, 'В другом проекте');
      for (const field of ['parent', 'answerComment']) {
        const answer = await postComment(bob.client, {
          content: 'x',
          source: novel,
          sourceType: 'game',
          [field]: elsewhere._id,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.fields?.[field]).toBe(commentInputMessages.answerNotFound);
      }
      const top = await commentOn(alice.client, novel, 'Вверху');
      await commentOn(bob.client, novel, 'Ответ', { parent: top._id });
      await remove(alice.client, top._id);
      const toRemoved = await postComment(carol.client, {
        content: 'Ещё ответ',
        source: novel,
        sourceType: 'game',
        parent: top._id,
      });
      expect(toRemoved.status).toBe(400);
      expect(toRemoved.body.message).toBe(commentInputMessages.answerRemoved);
    });

    it('refuses blank comments and unknown sources, and keeps nothing unsafe in images', async () => {
      const novel = await addProject(api());
      const before = await databaseSnapshot(api());
      const blank = await postComment(alice.client, {
        content: ' [b] [/b]\n',
        source: novel,
        sourceType: 'game',
      });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(commentInputMessages.emptyComment);
      const unknown = await postComment(alice.client, {
        content: 'x',
        source: '0123456789abcdef01234567',
        sourceType: 'game',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Not Found');
      const unsafe = await postComment(alice.client, {
        content: 'x',
        images: [{ preview: 'javascript:alert(1)', full: 'https://x.example/a.png' }],
        source: novel,
        sourceType: 'game',
      });
      expect(unsafe.status).toBe(400);
      const tooMany = await postComment(alice.client, {
        content: 'x',
        images: Array.from({ length: 9 }, () => ({ preview: '/a.png', full: '/a.png' })),
        source: novel,
        sourceType: 'game',
      });
      expect(tooMany.status).toBe(400);
      expect(await databaseSnapshot(api())).toBe(before);
      // An image alone is a comment (docs/product §5).
      const imageOnly = await commentOn(alice.client, novel, '', {
        images: [{ preview: '/p.webp', full: '/f.webp' }],
      });
      expect(imageOnly.images).toEqual([{ preview: '/p.webp', full: '/f.webp' }]);
    });

    it('answers "Not Found" for a source type no feature has registered', async () => {
      const unregistered = () =>
        new CommentSources(api().app.get(CommentsRepository), api().app.get(CounterRepair));
      await expect(
        unregistered().find('post', '0123456789abcdef01234567', null),
      ).rejects.toMatchObject({ status: 404, message: 'Not Found' } satisfies Partial<DomainError>);
      await expect(unregistered().commentsCountChanged('post', 'x', 1)).resolves.toBe(undefined);
    });

    it('lets the author or a moderator edit; sanitises the edit; refuses others', async () => {
      const novel = await addProject(api());
      const comment = await commentOn(alice.client, novel, 'Было');
      const byBob = await bob.client.put(`/api/comments/${comment._id}`, { content: 'Взлом' });
      expect(byBob.status).toBe(403);
      const edited = await alice.client.put<Answer<CommentResult>>(`/api/comments/${comment._id}`, {
        content: 'Стало [a=javascript:alert(1)]ссылка[/a]',
      });
      expect(edited.status).toBe(200);
      expect(edited.body.result.content).toBe('Стало ссылка');
      const byModerator = await moderator.client.put<Answer<CommentResult>>(
        `/api/comments/${comment._id}`,
        { content: 'Поправил модератор', images: [] },
      );
      expect(byModerator.body.result).toMatchObject({ content: 'Поправил модератор', images: [] });
      expect((await storedComment(comment._id))?.content).toBe('Поправил модератор');
    });

    it('accepts the form as multipart, and a comment image upload answers a full URL', async () => {
      const novel = await addProject(api());
      const upload = await alice.client.call<Answer<string>>('POST', '/api/uploadImage/comment', {
        body: multipart({}, { image: await pngImage() }),
      });
      expect(upload.status).toBe(200);
      const url = upload.body.result;
      expect(url).toMatch(/^http:\/\/site\.test\/.+\.webp$/);
      expect((await fetch(url.replace('http://site.test', api().baseUrl))).status).toBe(200);
      const answer = await alice.client.call<Answer<Thread>>('POST', '/api/comments', {
        body: multipart({
          content: `Смотрите [img]${url}[/img]`,
          images: JSON.stringify([{ preview: url, full: url }]),
          source: novel,
          sourceType: 'game',
          parent: '',
          review: 'false',
        }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result.comment).toMatchObject({
        content: `Смотрите [img]${url}[/img]`,
        images: [{ preview: url, full: url }],
        parent: null,
      });
      const notAnImage = await alice.client.call('POST', '/api/uploadImage/comment', {
        body: multipart({ image: 'not a file' }),
      });
      expect(notAnImage.status).toBe(400);
    });

    it('hides what [hide] hides from guests only', async () => {
      const novel = await addProject(api());
      await commentOn(alice.client, novel, 'Видно [hide]секрет[/hide]');
      expect((await thread(guest, novel)).comments[0]?.content).toBe('Видно [hide][/hide]');
      expect((await thread(bob.client, novel)).comments[0]?.content).toBe(
        'Видно [hide]секрет[/hide]',
      );
    });
  });

  describe('deleting (docs/product §4: "Комментарий удален")', () => {
    it('keeps a comment with replies as removed, deletes one without, and then the emptied ones above', async () => {
      const novel = await addProject(api());
      const top = await commentOn(alice.client, novel, 'Верх');
      const reply = await commentOn(bob.client, novel, 'Ответ', { parent: top._id });
      const answer = await commentOn(carol.client, novel, 'Ответ на ответ', {
        answerComment: reply._id,
      });
      expect(answer.parent).toBe(top._id);
      expect(await commentsCount(novel)).toBe(3);

      const kept = await remove(alice.client, top._id);
      expect(kept.deleted).toEqual([]);
      expect(kept.comment).toMatchObject({ _id: top._id, removed: true, content: '', images: [] });
      expect(await storedComment(top._id)).toMatchObject({ removed: true, content: '' });
      expect(await commentsCount(novel)).toBe(2);
      // The project's list shows it removed, holding the thread; the lists across sources leave it out.
      expect(
        (await thread(guest, novel)).comments.find((each) => each._id === top._id),
      ).toMatchObject({ removed: true, content: '', createdBy: { _id: alice.id } });
      const byAlice = await guest.get<Answer<{ comments: CommentResult[] }>>(
        `/api/comments?createdBy=${alice.id}&limit=100`,
      );
      expect(byAlice.body.result.comments.map((each) => each._id)).not.toContain(top._id);
      // A removed comment cannot be edited or liked.
      expect((await alice.client.put(`/api/comments/${top._id}`, { content: 'x' })).status).toBe(
        400,
      );
      expect((await bob.client.post(`/api/likes/comment/${top._id}/true`)).status).toBe(404);
      // Deleting it again while it has replies changes nothing.
      expect(await remove(moderator.client, top._id)).toMatchObject({ deleted: [] });

      expect((await remove(bob.client, reply._id)).comment).toMatchObject({ removed: true });
      expect(await commentsCount(novel)).toBe(1);
      const last = await remove(carol.client, answer._id);
      expect(last).toEqual({ deleted: [answer._id, reply._id, top._id], comment: null });
      expect(await commentsCount(novel)).toBe(0);
      expect(await storedComment(top._id)).toBeNull();
    });

    it('lets only staff force-delete: the comment and its replies go, and the log says so', async () => {
      const novel = await addProject(api());
      const top = await commentOn(alice.client, novel, 'Спорный [b]текст[/b]');
      const reply = await commentOn(bob.client, novel, 'Ответ', { parent: top._id });
      const deeper = await commentOn(carol.client, novel, 'Глубже', { answerComment: reply._id });
      const untouched = await commentOn(carol.client, novel, 'Другая ветка');
      await bob.client.post(`/api/likes/comment/${reply._id}/true`);

      const before = await databaseSnapshot(api());
      const byAuthor = await alice.client.delete(`/api/comments/${top._id}?force=true`);
      expect(byAuthor.status).toBe(403);
      expect(await databaseSnapshot(api())).toBe(before);

      const forced = await remove(moderator.client, top._id, true);
      expect(forced.deleted.sort()).toEqual([top._id, reply._id, deeper._id].sort());
      expect((await thread(guest, novel)).comments.map((each) => each._id)).toEqual([
        untouched._id,
      ]);
      expect(await commentsCount(novel)).toBe(1);
      const log = await moderator.client.get<Answer<string>>('/api/log');
      const line = log.body.result.split('\n').find((each) => each.includes(top._id));
      expect(line).toContain('forceDeleteComment');
      expect(line).toContain(moderator.username);
      expect(line).toContain('с ответами: 2');
      expect(line).toContain('Спорный текст');
    });
  });

  describe('likes (docs/product §3 Like, §4: pressing the same mark removes it)', () => {
    const like = async (user: TestUser, id: string, value: boolean | null) => {
      const answer =
        value === null
          ? await user.client.delete<Answer<LikeCounts>>(`/api/likes/comment/${id}`)
          : await user.client.post<Answer<LikeCounts>>(`/api/likes/comment/${id}/${value}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.result;
    };

    it('counts one mark per user: like, again, switch, take back', async () => {
      const novel = await addProject(api());
      const comment = await commentOn(alice.client, novel, 'Оцените');
      expect(await like(bob, comment._id, true)).toEqual({ likes: 1, dislikes: 0, userLike: true });
      expect(await like(bob, comment._id, true)).toEqual({ likes: 1, dislikes: 0, userLike: true });
      expect(await like(carol, comment._id, true)).toEqual({
        likes: 2,
        dislikes: 0,
        userLike: true,
      });
      expect(await like(bob, comment._id, false)).toEqual({
        likes: 1,
        dislikes: 1,
        userLike: false,
      });
      // Your own comment may be liked: docs/product does not forbid it.
      expect(await like(alice, comment._id, false)).toEqual({
        likes: 1,
        dislikes: 2,
        userLike: false,
      });
      expect(await like(bob, comment._id, null)).toEqual({ likes: 1, dislikes: 1, userLike: null });
      expect(await like(bob, comment._id, null)).toEqual({ likes: 1, dislikes: 1, userLike: null });
      // Each viewer sees their own mark in the lists.
      const marks = async (client: HttpClient) =>
        (await thread(client, novel)).comments.find((each) => each._id === comment._id);
      expect(await marks(carol.client)).toMatchObject({ likes: 1, dislikes: 1, userLike: true });
      expect(await marks(alice.client)).toMatchObject({ userLike: false });
      expect(await marks(bob.client)).toMatchObject({ userLike: null });
      expect(await marks(guest)).toMatchObject({ userLike: null });
      expect(await storedComment(comment._id)).toMatchObject({ likes: 1, dislikes: 1 });
    });

    it('ends consistent after a burst of 10 concurrent presses by one user', async () => {
      const novel = await addProject(api());
      const comment = await commentOn(alice.client, novel, 'Жмите');
      const presses: (boolean | null)[] = [
        true,
        false,
        true,
        null,
        false,
        true,
        true,
        null,
        false,
        true,
      ];
      await Promise.all(
        presses.map((value) =>
          value === null
            ? bob.client.delete(`/api/likes/comment/${comment._id}`)
            : bob.client.post(`/api/likes/comment/${comment._id}/${value}`),
        ),
      );
      const stored = await storedComment(comment._id);
      const seen = (await thread(bob.client, novel)).comments.find(
        (each) => each._id === comment._id,
      );
      const userLike = seen?.userLike ?? null;
      expect(stored?.likes).toBe(userLike === true ? 1 : 0);
      expect(stored?.dislikes).toBe(userLike === false ? 1 : 0);
      expect(seen).toMatchObject({ likes: stored?.likes, dislikes: stored?.dislikes });
    });

    it('counts 10 users liking at once', async () => {
      const novel = await addProject(api());
      const comment = await commentOn(alice.client, novel, 'Популярный');
      const readers = await Promise.all(Array.from({ length: 10 }, () => signUpUser(api())));
      await Promise.all(readers.map((reader) => like(reader, comment._id, true)));
      expect(await storedComment(comment._id)).toMatchObject({ likes: 10, dislikes: 0 });
    });

    it('refuses other targets and values', async () => {
      const comment = await commentOn(alice.client, await addProject(api()), 'x');
      expect((await bob.client.post(`/api/likes/post/${comment._id}/true`)).status).toBe(400);
      expect((await bob.client.post(`/api/likes/comment/${comment._id}/yes`)).status).toBe(400);
      expect((await guest.post(`/api/likes/comment/${comment._id}/true`)).status).toBe(401);
    });
  });

  describe('reviews (docs/product §3 Review, §5: top-level on projects; "Пустое сообщение")', () => {
    const review = (user: TestUser, body: Record<string, unknown>) =>
      user.client.post<Answer<Thread>>('/api/novelReviews', body);

    it('stores blocks and their markup; one review per user and project', async () => {
      const novel = await addProject(api());
      const body = [
        { type: 'header', text: 'Итог' },
        { type: 'text', text: '[b]Сильный[/b] сюжет' },
        { type: 'spoiler', title: 'Концовка', blocks: [{ type: 'text', text: 'Все выжили' }] },
      ];
      const first = await review(alice, { novel, body, mood: 0 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const { comment } = first.body.result;
      expect(comment).toMatchObject({
        review: true,
        mood: 0,
        version: 2,
        parent: null,
        sourceType: 'game',
        source: novel,
        novel,
        body,
        content:
          '[b]Итог[/b]\n[b]Сильный[/b] сюжет\n[spoiler title="Концовка"]Все выжили[/spoiler]',
      });
      const before = await databaseSnapshot(api());
      const second = await review(alice, { novel, body: textBody('Ещё раз'), mood: 1 });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(commentInputMessages.reviewExists);
      const asComment = await postComment(alice.client, {
        content: 'И через комментарий',
        source: novel,
        sourceType: 'game',
        review: true,
      });
      expect(asComment.status).toBe(409);
      expect(await databaseSnapshot(api())).toBe(before);
      // Someone else may review it too.
      expect((await review(bob, { novel, body: textBody('Моё мнение') })).status).toBe(200);
      expect(await commentsCount(novel)).toBe(2);

      // Deleted, it may be written again.
      await remove(alice.client, comment._id);
      expect((await review(alice, { novel, body: textBody('Передумала'), mood: 1 })).status).toBe(
        200,
      );
    });

    it('refuses an empty body with "Пустое сообщение", and reviews where none are allowed', async () => {
      const novel = await addProject(api());
      const before = await databaseSnapshot(api());
      for (const body of [[], textBody('  '), [{ type: 'text', text: '<p></p>[b][/b]' }]]) {
        const empty = await review(alice, { novel, body });
        expect(empty.status).toBe(400);
        expect(empty.body.message).toBe('Пустое сообщение');
        expect(empty.body.fields).toEqual({ body: 'Пустое сообщение' });
      }
      const top = await commentOn(bob.client, novel, 'Верх');
      const asReply = await postComment(alice.client, {
        content: 'Отзыв в ответе',
        source: novel,
        sourceType: 'game',
        parent: top._id,
        review: true,
      });
      expect(asReply.status).toBe(400);
      expect(asReply.body.message).toBe(commentInputMessages.reviewNotAllowed);
      const post = sources.add('post', bob.id);
      const onPost = await postComment(alice.client, {
        content: 'Отзыв к статье',
        source: post,
        sourceType: 'post',
        review: true,
      });
      expect(onPost.status).toBe(400);
      await bob.client.delete(`/api/comments/${top._id}`);
      expect(await databaseSnapshot(api())).toBe(before);
      // The mood stays only on a review (§5).
      const plain = await commentOn(alice.client, novel, 'Просто', { mood: 1 });
      expect(plain).toMatchObject({ review: false, mood: null });
    });

    it('lets the author or a moderator edit the body and mood', async () => {
      const novel = await addProject(api());
      const { comment } = (await review(alice, { novel, body: textBody('Было'), mood: 0 })).body
        .result;
      const byBob = await bob.client.put(`/api/novelReviews/${comment._id}`, {
        body: textBody('Чужое'),
      });
      expect(byBob.status).toBe(403);
      const edited = await alice.client.put<Answer<CommentResult>>(
        `/api/novelReviews/${comment._id}`,
        { body: textBody('Стало'), mood: 1 },
      );
      expect(edited.body.result).toMatchObject({
        content: 'Стало',
        body: textBody('Стало'),
        mood: 1,
      });
      const keepsMood = await moderator.client.put<Answer<CommentResult>>(
        `/api/novelReviews/${comment._id}`,
        { body: textBody('Модератор') },
      );
      expect(keepsMood.body.result).toMatchObject({ content: 'Модератор', mood: 1 });
      const plain = await commentOn(alice.client, novel, 'Не отзыв');
      const notReview = await alice.client.put(`/api/novelReviews/${plain._id}`, {
        body: textBody('x'),
      });
      expect(notReview.status).toBe(400);
    });
  });

  describe('banned users (docs/product §4 Ban, §6)', () => {
    it('are refused writing, replying, reviewing, liking and uploading, with nothing written', async () => {
      const banned = await signUpUser(api(), { banned: true });
      const novel = await addProject(api());
      const top = await commentOn(alice.client, novel, 'Верх');
      const before = await databaseSnapshot(api());
      const attempts = [
        postComment(banned.client, { content: 'x', source: novel, sourceType: 'game' }),
        postComment(banned.client, {
          content: 'x',
          source: novel,
          sourceType: 'game',
          parent: top._id,
        }),
        banned.client.post('/api/novelReviews', { novel, body: textBody('x') }),
        banned.client.post(`/api/likes/comment/${top._id}/true`),
        banned.client.call('POST', '/api/uploadImage/comment', {
          body: multipart({}, { image: await pngImage() }),
        }),
      ];
      // The refusal says until when and why (docs/product §A2.4: the ban is the everything sanction).
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(403);
        expect((answer.body as { message: string }).message).toMatch(
          /^Вы забанены до \d\d\.\d\d\.\d{4} \d\d:\d\d, причина: спам$/,
        );
      }
      expect(await databaseSnapshot(api())).toBe(before);
    });
  });

  describe('lists (docs/product §7 GET /api/comments, §9: 20 a page)', () => {
    it('pages newest first with a count, by author, and never shows drafts to strangers', async () => {
      const writer = await signUpUser(api());
      const novel = await addProject(api());
      const written: CommentResult[] = [];
      for (let index = 0; index < 23; index++) {
        written.push(await commentOn(writer.client, novel, `Комментарий ${index}`));
      }
      const draft = sources.add('draft', writer.id);
      await commentOn(writer.client, draft, 'К черновику', { sourceType: 'draft' });
      const postDraft = sources.add('postDraft', writer.id);
      await commentOn(writer.client, postDraft, 'К черновику статьи', { sourceType: 'postDraft' });

      const page = async (query: string, client = guest) => {
        const answer = await client.get<Answer<{ comments: CommentResult[]; count: number }>>(
          `/api/comments?${query}`,
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.result;
      };
      const first = await page(`createdBy=${writer.id}`);
      expect(first.count).toBe(23);
      expect(first.comments.map((each) => each.content)).toEqual(
        written
          .slice(3)
          .reverse()
          .map((each) => each.content),
      );
      const second = await page(`createdBy=${writer.id}&page=1`);
      expect(second.comments.map((each) => each._id)).toEqual(
        written
          .slice(0, 3)
          .reverse()
          .map((each) => each._id),
      );
      // Even their author sees draft comments only by asking for that draft.
      expect((await page(`createdBy=${writer.id}&limit=100`, writer.client)).count).toBe(23);
      expect((await page(`source=${draft}&sourceType=draft`, writer.client)).count).toBe(1);
      const stranger = await bob.client.get(`/api/comments?source=${draft}&sourceType=draft`);
      expect(stranger.status).toBe(404);
      expect((await guest.get(`/api/comments?sourceType=draft`)).status).toBe(400);
      expect((await guest.get(`/api/comments?source=${draft}`)).status).toBe(400);

      const draftComments = await writer.client.get<Answer<CommentResult[]>>(
        `/api/comments/draft/${draft}`,
      );
      expect(draftComments.body.result.map((each) => each.content)).toEqual(['К черновику']);
      expect((await bob.client.get(`/api/comments/draft/${draft}`)).status).toBe(404);
      expect((await moderator.client.get(`/api/comments/draft/${draft}`)).status).toBe(200);
      expect(sources.records.get(draft)?.commentsCount).toBe(1);
    });
  });

  describe('notifications (API user events)', () => {
    const follow = (user: TestUser, novel: string, settings: Record<string, boolean>) =>
      user.client.put(`/api/novels/${novel}/notifications`, {
        updates: false,
        comments: false,
        answers: true,
        ...settings,
      });

    it('tells the author of the answered comment and the followers, each once, never the writer', async () => {
      const [author, follower, replier] = await Promise.all([
        signUpUser(api()),
        signUpUser(api()),
        signUpUser(api()),
      ]);
      const novel = await addProject(api());
      await follow(follower, novel, { comments: true });
      await follow(author, novel, { comments: true });
      const top = await commentOn(author.client, novel, 'Вопрос');
      expect(await eventsOf(author)).toEqual([]);
      expect(await eventsOf(follower)).toEqual([
        expect.objectContaining({ type: 'novelComment', comment: top._id, novel }),
      ]);
      const reply = await commentOn(replier.client, novel, 'Ответ', { parent: top._id });
      // The author follows the comments too, but hears of the reply once, as a reply.
      expect(await eventsOf(author)).toEqual([
        expect.objectContaining({
          type: 'commentAnswer',
          comment: reply._id,
          answerComment: top._id,
          parentComment: top._id,
          novel,
          createdBy: { _id: replier.id, username: replier.username },
        }),
      ]);
      expect((await eventsOf(follower)).map((event) => event.type)).toEqual([
        'novelComment',
        'novelComment',
      ]);
      expect(await eventsOf(replier)).toEqual([]);

      // Replies turned off for this project: no more news of them.
      await follow(author, novel, { answers: false });
      await commentOn(replier.client, novel, 'Ещё ответ', { answerComment: top._id });
      expect(await eventsOf(author)).toHaveLength(1);
    });

    it('tells the authors of drafts and articles', async () => {
      const [drafter, writer] = await Promise.all([signUpUser(api()), signUpUser(api())]);
      const novel = await addProject(api());
      const draft = sources.add('draft', drafter.id, novel);
      const comment = await commentOn(moderator.client, draft, 'Поправьте', {
        sourceType: 'draft',
      });
      expect(comment.novel).toBe(novel);
      expect(await eventsOf(drafter)).toEqual([
        expect.objectContaining({ type: 'draftComment', draft, novel, comment: comment._id }),
      ]);
      const postDraft = sources.add('postDraft', drafter.id);
      await commentOn(moderator.client, postDraft, 'И тут', { sourceType: 'postDraft' });
      expect((await eventsOf(drafter))[0]).toMatchObject({ type: 'draftComment', postDraft });
      const post = sources.add('post', writer.id);
      const onPost = await commentOn(alice.client, post, 'Статья супер', { sourceType: 'post' });
      expect(await eventsOf(writer)).toEqual([
        expect.objectContaining({ type: 'postComment', post, comment: onPost._id }),
      ]);
    });
  });
});
