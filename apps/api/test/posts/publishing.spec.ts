import {
  postDraftPageSchema,
  postDraftViewSchema,
  postPageSchema,
  postSchema,
  postsEndpoint,
  type Post,
  type PostDraftView,
} from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommentSources } from '../../src/features/comments/comment-sources';
import { PostDraftsRepository, PostsRepository } from '../../src/features/posts/posts.repository';
import { signUpUser, startInstance, useAccountsWorld } from '../accounts-fixture';
import { databaseSnapshot } from '../database-snapshot';
import { HttpClient, type Answer } from '../http-client';
import { multipart, pngImage } from '../images';
import type { TestApi } from '../test-api';
import {
  createDraft,
  forceDraftStatus,
  insertLegacyPost,
  publishedPost,
  putStatus,
  storedDraft,
  storedPost,
  storedPosts,
  textBody,
  uniqueTitle,
} from './posts-fixture';

/*
 * Publishing articles (docs/product §4 Post draft actions, Post editing; §7): numbers, update drafts,
 * "Нет изменений", concurrency, all-or-nothing, legacy bodies; and what the feature tells others
 * (notifications, moderation log, comment sources).
 */
describe('articles and article drafts', () => {
  const {
    world,
    people: { author, other, moderator },
  } = useAccountsWorld({ author: {}, other: {}, moderator: { role: 'moderator' } });
  const api = () => world.api;

  const getPost = (client: HttpClient, countId: number) =>
    client.get<Answer<{ post: Post; comments: unknown[] }>>(`/api/posts/${countId}`);

  describe('publishing a create draft', () => {
    it('makes an article with the next number, by the draft author, and answers the number', async () => {
      const title = uniqueTitle();
      const before = await storedPosts(api());
      const highest = Math.max(0, ...before.map((post) => Number(post['countId'])));
      const { countId, draft } = await publishedPost(author.client, moderator.client, { title });
      expect(countId).toBe(highest + 1);

      const answer = await getPost(new HttpClient(api().baseUrl), countId);
      expect(answer.status).toBe(200);
      const page = postPageSchema.parse(answer.body.result);
      expect(page.post).toMatchObject({
        _id: draft._id,
        countId,
        title,
        section: 'common',
        version: 2,
        body: textBody('[b]Текст[/b] статьи'),
        createdBy: { _id: author.id, username: author.username },
        viewsCount: 1,
      });
      expect(page.comments).toEqual([]);

      const stored = await storedDraft(api(), draft._id);
      expect(stored).toMatchObject({ status: 'applied', countId, post: draft._id });
    });

    it('counts a view once a day per reader', async () => {
      const { countId, id } = await publishedPost(author.client, moderator.client);
      const reader = new HttpClient(api().baseUrl);
      await getPost(reader, countId);
      await getPost(reader, countId);
      await getPost(other.client, countId);
      expect((await storedPost(api(), id))?.['viewsCount']).toBe(2);
      const again = await getPost(other.client, countId);
      expect(again.body.result.post.viewsCount).toBe(2);
    });

    it('answers "Not Found" (404) for an unknown number and 400 for one that is no number', async () => {
      const guest = new HttpClient(api().baseUrl);
      const unknown = await guest.get<Answer<never>>('/api/posts/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Not Found');
      for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) {
        const answer = await guest.get<Answer<never>>(`/api/posts/${bad}`);
        expect(answer.status, bad).toBe(400);
      }
    });

    it('gives twenty drafts published at once twenty distinct consecutive numbers', async () => {
      const drafts = await Promise.all(
        Array.from({ length: 20 }, () => createDraft(author.client)),
      );
      for (const draft of drafts) await forceDraftStatus(api(), draft._id, 'approved');
      const answers = await Promise.all(
        drafts.map((draft) => putStatus(moderator.client, draft._id, 'applied')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
      const numbers = answers.map((answer) => answer.body.result.countId!).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.at(-1)! - numbers[0]!).toBe(19);
      const stored = await storedPosts(api());
      for (const draft of drafts) {
        expect(stored.filter((post) => String(post['_id']) === draft._id)).toHaveLength(1);
      }
    });

    it('publishes a draft once: a second publish is refused and leaves one article', async () => {
      const draft = await createDraft(author.client);
      await forceDraftStatus(api(), draft._id, 'approved');
      const [first, second] = await Promise.all([
        putStatus(moderator.client, draft._id, 'applied'),
        putStatus(author.client, draft._id, 'applied'),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 403]);
      expect(
        (await storedPosts(api())).filter((post) => String(post['_id']) === draft._id),
      ).toHaveLength(1);
    });
  });

  describe('editing a published article through an update draft (docs/product §4 Post editing)', () => {
    it('changes title, section and body on publish and keeps the number, author and views', async () => {
      const { countId, id } = await publishedPost(author.client, moderator.client);
      await getPost(other.client, countId);
      const title = uniqueTitle('Исправленная');
      const created = await author.client.post<Answer<PostDraftView>>(`/api/postDrafts/${id}`, {
        section: 'tech',
        title,
        body: textBody('Новый [i]текст[/i]'),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const update = postDraftViewSchema.parse(created.body.result);
      expect(update).toMatchObject({ type: 'update', status: 'created', post: id, title });

      await putStatus(author.client, update._id, 'waitApprove');
      await putStatus(moderator.client, update._id, 'approved');
      const applied = await putStatus(moderator.client, update._id, 'applied');
      expect(applied.status).toBe(200);
      expect(applied.body.result.countId).toBe(countId);

      const post = (await getPost(other.client, countId)).body.result.post;
      expect(post).toMatchObject({
        _id: id,
        countId,
        title,
        section: 'tech',
        body: textBody('Новый [i]текст[/i]'),
        createdBy: { _id: author.id },
        viewsCount: 1,
      });
      const stored = await storedPost(api(), id);
      expect(stored?.['updatedAt']).not.toEqual(stored?.['createdAt']);
    });

    it('refuses an edit that changes nothing with "Нет изменений", and writes nothing', async () => {
      const title = uniqueTitle();
      const { id } = await publishedPost(author.client, moderator.client, { title });
      const before = await databaseSnapshot(api());
      const answer = await author.client.post<Answer<never>>(`/api/postDrafts/${id}`, {
        section: 'common',
        title: ` ${title} `,
        body: textBody('[B]Текст[/B] статьи'),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Нет изменений');
      expect(await databaseSnapshot(api())).toBe(before);
      const viaCreate = await author.client.post<Answer<never>>('/api/postDrafts', {
        section: 'common',
        title,
        body: textBody('[b]Текст[/b] статьи'),
        post: id,
      });
      expect(viaCreate.body.message).toBe('Нет изменений');
    });

    it("lets a moderator propose an edit of someone's article, and not another user", async () => {
      const { id } = await publishedPost(author.client, moderator.client);
      const edit = { section: 'job', title: uniqueTitle('Правка'), body: textBody('Иначе') };
      expect((await other.client.post(`/api/postDrafts/${id}`, edit)).status).toBe(403);
      expect((await moderator.client.post(`/api/postDrafts/${id}`, edit)).status).toBe(200);
    });
  });

  describe('legacy articles (a markup or HTML body, no version)', () => {
    it('are shown as stored, come converted for editing, and an applied edit stores v2 blocks', async () => {
      const markup = await insertLegacyPost(api(), {
        body: '[b]Старый[/b] текст\nВторая строка',
        createdBy: author.id,
      });
      const html = await insertLegacyPost(api(), {
        body: '<p>Первый <b>абзац</b></p><p>Второй</p><script>alert(1)</script>',
        createdBy: author.id,
      });

      const shown = await getPost(other.client, markup.countId);
      expect(shown.status).toBe(200);
      const post = postPageSchema.parse(shown.body.result).post;
      expect(post.body).toBe('[b]Старый[/b] текст\nВторая строка');
      expect(post.version).toBeUndefined();
      expect((await getPost(other.client, html.countId)).body.result.post.body).toContain('<p>');

      const forEditing = await other.client.get<Answer<Post>>(`/api/postsById/${html._id}`);
      const converted = postSchema.parse(forEditing.body.result);
      expect(converted.version).toBe(2);
      expect(JSON.stringify(converted.body)).toContain('[b]абзац[/b]');
      expect(JSON.stringify(converted.body)).not.toContain('script');
      const markupForEditing = await other.client.get<Answer<Post>>(`/api/postsById/${markup._id}`);
      expect(markupForEditing.body.result.body).toEqual([
        { type: 'text', text: '[b]Старый[/b] текст' },
        { type: 'text', text: 'Вторая строка' },
      ]);

      // Saving the converted body unchanged is no change; a real edit goes through an update draft.
      const unchanged = await author.client.post<Answer<never>>(`/api/postDrafts/${html._id}`, {
        section: converted.section,
        title: converted.title,
        body: converted.body,
      });
      expect(unchanged.body.message).toBe('Нет изменений');
      const edited = await author.client.post<Answer<PostDraftView>>(
        `/api/postDrafts/${html._id}`,
        {
          section: converted.section,
          title: converted.title,
          body: [...(converted.body as unknown[]), { type: 'text', text: 'Дополнение' }],
        },
      );
      expect(edited.status).toBe(200);
      await forceDraftStatus(api(), edited.body.result._id, 'approved');
      expect((await putStatus(moderator.client, edited.body.result._id, 'applied')).status).toBe(
        200,
      );
      const stored = await storedPost(api(), html._id);
      expect(stored).toMatchObject({ version: 2, countId: html.countId });
      expect(Array.isArray(stored?.['body'])).toBe(true);
      expect(JSON.stringify(stored?.['body'])).toContain('Дополнение');
    });
  });

  describe('all or nothing', () => {
    it('leaves no article and an approved draft when marking the draft applied fails', async () => {
      const draft = await createDraft(author.client);
      await forceDraftStatus(api(), draft._id, 'approved');
      const before = (await storedPosts(api())).length;
      const spy = vi
        .spyOn(api().app.get(PostDraftsRepository), 'setStatus')
        .mockRejectedValueOnce(new Error('the database went away'));
      try {
        const answer = await putStatus(moderator.client, draft._id, 'applied');
        expect(answer.status).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await storedPost(api(), draft._id)).toBeNull();
      expect((await storedPosts(api())).length).toBe(before);
      expect(await storedDraft(api(), draft._id)).toMatchObject({ status: 'approved' });
      // The list forgot it too, and the draft still publishes, taking the number back.
      const list = await other.client.get<Answer<{ posts: { post: Post }[] }>>('/api/posts');
      expect(list.body.result.posts.some(({ post }) => post._id === draft._id)).toBe(false);
      const retried = await putStatus(moderator.client, draft._id, 'applied');
      expect(retried.status).toBe(200);
    });

    it('puts an article back as it was when marking an update draft applied fails', async () => {
      const title = uniqueTitle();
      const { id, countId } = await publishedPost(author.client, moderator.client, { title });
      const storedBefore = await storedPost(api(), id);
      const update = await author.client.post<Answer<PostDraftView>>(`/api/postDrafts/${id}`, {
        section: 'site',
        title: uniqueTitle('Другое'),
        body: textBody('Другой текст'),
      });
      await forceDraftStatus(api(), update.body.result._id, 'approved');
      const spy = vi
        .spyOn(api().app.get(PostDraftsRepository), 'setStatus')
        .mockRejectedValueOnce(new Error('the database went away'));
      try {
        expect((await putStatus(moderator.client, update.body.result._id, 'applied')).status).toBe(
          500,
        );
      } finally {
        spy.mockRestore();
      }
      expect(await storedPost(api(), id)).toEqual(storedBefore);
      expect(await storedDraft(api(), update.body.result._id)).toMatchObject({
        status: 'approved',
      });
      expect((await getPost(other.client, countId)).body.result.post.title).toBe(title);
    });

    it('leaves the draft approved when writing the article fails', async () => {
      const draft = await createDraft(author.client);
      await forceDraftStatus(api(), draft._id, 'approved');
      const spy = vi
        .spyOn(api().app.get(PostsRepository), 'insert')
        .mockRejectedValueOnce(new Error('disk full'));
      try {
        expect((await putStatus(moderator.client, draft._id, 'applied')).status).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await storedPost(api(), draft._id)).toBeNull();
      expect(await storedDraft(api(), draft._id)).toMatchObject({ status: 'approved' });
    });
  });

  describe('drafts', () => {
    it('are made from JSON or multipart with a poster, sanitised, and read back with comments', async () => {
      const form = multipart(
        {
          section: 'job',
          title: '  Ищем переводчиков ',
          shortDescription: 'Коротко',
          body: JSON.stringify([
            { type: 'text', text: '[a href="javascript:alert(1)"]ссылка[/a] [u]ok[/u]' },
            { type: 'header', text: 'Раздел' },
          ]),
        },
        { poster: await pngImage() },
      );
      const created = await author.client.call<Answer<PostDraftView>>('POST', '/api/postDrafts', {
        body: form,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const draft = postDraftViewSchema.parse(created.body.result);
      expect(draft).toMatchObject({
        type: 'create',
        status: 'created',
        title: 'Ищем переводчиков',
        shortDescription: 'Коротко',
        section: 'job',
        createdBy: { _id: author.id, username: author.username },
        countId: null,
      });
      expect(draft.poster?.path).toMatch(/^\/uploads\/poster\/|^https?:/);
      expect(JSON.parse(draft.value)).toMatchObject({
        title: 'Ищем переводчиков',
        section: 'job',
        version: 2,
        body: [
          { type: 'text', text: 'ссылка [u]ok[/u]' },
          { type: 'header', text: 'Раздел' },
        ],
      });

      const page = await author.client.get<Answer<unknown>>(`/api/postDrafts/${draft._id}`);
      expect(postDraftPageSchema.parse(page.body.result)).toMatchObject({
        draft: { _id: draft._id },
        comments: [],
      });
      expect((await moderator.client.get(`/api/postDrafts/${draft._id}`)).status).toBe(200);
      const hidden = await other.client.get<Answer<never>>(`/api/postDrafts/${draft._id}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Not Found');
    });

    it('answer the domain messages for a blank title and an empty body', async () => {
      const blankTitle = await author.client.post<Answer<never>>('/api/postDrafts', {
        section: 'common',
        title: '   ',
        body: textBody('Текст'),
      });
      expect(blankTitle.status).toBe(400);
      expect(blankTitle.body).toMatchObject({
        message: 'Нет заголовка',
        fields: { title: 'Нет заголовка' },
      });
      for (const body of [[], textBody('  '), [...textBody(''), ...textBody(' ')]]) {
        const empty = await author.client.post<Answer<never>>('/api/postDrafts', {
          section: 'common',
          title: 'Заголовок',
          body,
        });
        expect(empty.status, JSON.stringify(body)).toBe(400);
        expect(empty.body).toMatchObject({ message: 'Пустое сообщение' });
      }
      const unsafeImage = await author.client.post<Answer<never>>('/api/postDrafts', {
        section: 'common',
        title: 'Картинка',
        body: [{ type: 'image', images: [{ preview: 'javascript:x', full: 'javascript:x' }] }],
      });
      expect(unsafeImage.status).toBe(400);
    });

    it('are edited by their creator or a moderator while open, not once declined', async () => {
      const draft = await createDraft(author.client);
      const value = { section: 'tech', title: 'Новый заголовок', body: textBody('Правка') };
      const saved = await author.client.put<Answer<PostDraftView>>(
        `/api/postDrafts/${draft._id}/value`,
        { value },
      );
      expect(saved.status).toBe(200);
      expect(saved.body.result).toMatchObject({ title: 'Новый заголовок', section: 'tech' });
      expect(
        (await moderator.client.put(`/api/postDrafts/${draft._id}/value`, { value })).status,
      ).toBe(200);
      expect((await other.client.put(`/api/postDrafts/${draft._id}/value`, { value })).status).toBe(
        404,
      );
      await putStatus(author.client, draft._id, 'declined');
      const before = await storedDraft(api(), draft._id);
      const refused = await author.client.put(`/api/postDrafts/${draft._id}/value`, { value });
      expect(refused.status).toBe(403);
      expect(await storedDraft(api(), draft._id)).toEqual(before);
    });

    it('are listed for their creator, and all of them for a moderator, by status tab', async () => {
      const lister = await signUpUser(api());
      const mine = await createDraft(lister.client);
      const submitted = await createDraft(lister.client);
      await putStatus(lister.client, submitted._id, 'waitApprove');
      const ids = (answer: { body: Answer<{ drafts: PostDraftView[] }> }) =>
        answer.body.result.drafts.map((draft) => draft._id);

      const all =
        await lister.client.get<Answer<{ drafts: PostDraftView[]; count: number }>>(
          '/api/postDrafts',
        );
      expect(ids(all)).toEqual([submitted._id, mine._id]);
      expect(all.body.result.count).toBe(2);
      const review = await lister.client.get<Answer<{ drafts: PostDraftView[] }>>(
        '/api/postDrafts?status=review',
      );
      expect(ids(review)).toEqual([submitted._id]);
      const secondPage =
        await lister.client.get<Answer<{ drafts: PostDraftView[] }>>('/api/postDrafts?page=1');
      expect(ids(secondPage)).toEqual([]);

      const others = await other.client.get<Answer<{ drafts: PostDraftView[] }>>('/api/postDrafts');
      expect(ids(others)).not.toContain(mine._id);
      const staff = await moderator.client.get<Answer<{ drafts: PostDraftView[] }>>(
        '/api/postDrafts?status=review',
      );
      expect(ids(staff)).toContain(submitted._id);
    });
  });

  describe('the articles list', () => {
    it('is newest first, by section, and "my" is the viewer\'s own (a guest\'s is empty)', async () => {
      const writer = await signUpUser(api());
      const first = await publishedPost(writer.client, moderator.client, { section: 'job' });
      const second = await publishedPost(writer.client, moderator.client, { section: 'site' });
      const guest = new HttpClient(api().baseUrl);
      type List = Answer<{ posts: { post: Post; commentsCount: number }[] }>;

      const all = await guest.get<List>('/api/posts');
      const parsed = postsEndpoint.response.parse(all.body.result);
      const numbers = parsed.posts.map(({ post }) => post.countId);
      expect(numbers.indexOf(second.countId)).toBeLessThan(numbers.indexOf(first.countId));
      expect(parsed.posts.find(({ post }) => post._id === first.id)).toMatchObject({
        commentsCount: 0,
        post: { createdBy: { username: writer.username } },
      });

      const jobs = await guest.get<List>('/api/posts?section=job');
      expect(jobs.body.result.posts.every(({ post }) => post.section === 'job')).toBe(true);
      expect(jobs.body.result.posts.map(({ post }) => post._id)).toContain(first.id);

      const mine = await writer.client.get<List>('/api/posts?my=true');
      expect(mine.body.result.posts.map(({ post }) => post._id)).toEqual([second.id, first.id]);
      const guestMine = await guest.get<List>('/api/posts?my=true');
      expect(guestMine.status).toBe(200);
      expect(guestMine.body.result.posts).toEqual([]);
    });
  });

  describe('what the feature tells others', () => {
    it('notifies the creator of each status change and staff of a draft awaiting review', async () => {
      const writer = await signUpUser(api());
      const draft = await createDraft(writer.client);
      await putStatus(writer.client, draft._id, 'waitApprove');
      await putStatus(moderator.client, draft._id, 'approved');
      type Events = Answer<{
        events: { type: string; postDraft: string | null; status?: string }[];
      }>;

      const staffEvents = await moderator.client.get<Events>('/api/userEvents?limit=100');
      expect(staffEvents.body.result.events).toContainEqual(
        expect.objectContaining({
          type: 'draftAwaitsReview',
          postDraft: draft._id,
          status: 'waitApprove',
        }),
      );
      const writerEvents = await writer.client.get<Events>('/api/userEvents');
      // Their own step is not news to them; the moderator's is.
      expect(
        writerEvents.body.result.events.filter((event) => event.postDraft === draft._id),
      ).toEqual([expect.objectContaining({ type: 'draftStatus', status: 'approved' })]);
    });

    it("logs a moderator's decline and publish of someone else's draft, not the author's own", async () => {
      const declined = await createDraft(author.client, { title: uniqueTitle('Отклонить') });
      await putStatus(moderator.client, declined._id, 'declined');
      const published = await publishedPost(author.client, moderator.client);
      const own = await createDraft(moderator.client, { title: uniqueTitle('Своё') });
      await putStatus(moderator.client, own._id, 'declined');

      const log = await moderator.client.get<Answer<string>>('/api/log');
      expect(log.body.result).toContain(
        `declineDraft: отклонён черновик статьи «${declined.title}»`,
      );
      expect(log.body.result).toContain(`applyDraft: опубликована статья №${published.countId}`);
      expect(log.body.result).not.toContain(own.title);
    });

    it('keeps a moderator’s words on a declined draft for its author (docs/product §A4.4)', async () => {
      const draft = await createDraft(author.client, { title: uniqueTitle('С причиной') });
      const declined = await moderator.client.put<Answer<{ draft: PostDraftView }>>(
        `/api/postDrafts/${draft._id}/status`,
        { status: 'declined', reason: 'Статья повторяет №3' },
      );
      expect(declined.status, JSON.stringify(declined.body)).toBe(200);
      const seen = await author.client.get<Answer<{ draft: PostDraftView }>>(
        `/api/postDrafts/${draft._id}`,
      );
      expect(seen.body.result.draft.review).toMatchObject({
        by: { username: moderator.username },
        reason: 'Статья повторяет №3',
      });
      const tooLong = await moderator.client.put<Answer<never>>(
        `/api/postDrafts/${draft._id}/status`,
        { status: 'created', reason: 'я'.repeat(1_001) },
      );
      expect(tooLong.status).toBe(400);
    });

    it('shows the comments of an article and of a draft, and counts them in the list', async () => {
      const { id, countId } = await publishedPost(author.client, moderator.client);
      const draft = await createDraft(author.client);
      const onPost = await other.client.post<Answer<unknown>>('/api/comments', {
        content: 'Хорошая статья',
        source: id,
        sourceType: 'post',
      });
      expect(onPost.status, JSON.stringify(onPost.body)).toBe(200);
      const onDraft = await moderator.client.post<Answer<unknown>>('/api/comments', {
        content: 'Поправьте заголовок',
        source: draft._id,
        sourceType: 'postDraft',
      });
      expect(onDraft.status, JSON.stringify(onDraft.body)).toBe(200);
      // Someone who may not see the draft may not comment on it either.
      const hidden = await other.client.post('/api/comments', {
        content: 'Подглядываю',
        source: draft._id,
        sourceType: 'postDraft',
      });
      expect(hidden.status).toBe(404);

      const page = postPageSchema.parse((await getPost(other.client, countId)).body.result);
      expect(page.comments.map((comment) => comment.content)).toEqual(['Хорошая статья']);
      const draftPage = await author.client.get<Answer<unknown>>(`/api/postDrafts/${draft._id}`);
      expect(
        postDraftPageSchema.parse(draftPage.body.result).comments.map((comment) => comment.content),
      ).toEqual(['Поправьте заголовок']);
      const list =
        await other.client.get<Answer<{ posts: { post: Post; commentsCount: number }[] }>>(
          '/api/posts',
        );
      expect(list.body.result.posts.find(({ post }) => post._id === id)?.commentsCount).toBe(1);
    });

    it('registers articles and article drafts as comment sources, keeping their counts', async () => {
      const sources = api().app.get(CommentSources);
      const { id, countId } = await publishedPost(author.client, moderator.client);
      const draft = await createDraft(author.client);
      const post = await other.client.get<Answer<{ post: Post }>>(`/api/posts/${countId}`);
      expect(await sources.find('post', id, null)).toEqual({
        authorIds: [author.id],
        novelId: null,
        // What the moderation log links a removed comment to.
        place: { kind: 'post', id, countId, name: post.body.result.post.title },
      });
      await expect(sources.find('post', '0123456789abcdef01234567', null)).rejects.toThrow(
        'Not Found',
      );
      await expect(sources.find('postDraft', draft._id, null)).rejects.toThrow('Not Found');

      await sources.commentsCountChanged('post', id, 1);
      await sources.commentsCountChanged('post', id, 1);
      await sources.commentsCountChanged('postDraft', draft._id, 1);
      const list =
        await other.client.get<Answer<{ posts: { post: Post; commentsCount: number }[] }>>(
          '/api/posts',
        );
      expect(
        list.body.result.posts.find(({ post }) => post.countId === countId)?.commentsCount,
      ).toBe(2);
      expect((await storedDraft(api(), draft._id))?.['commentsCount']).toBe(1);
    });
  });

  describe('two API instances on one database (no pub/sub: only the unique index keeps them apart)', () => {
    let second: TestApi;
    beforeAll(async () => {
      second = await startInstance(world.api.databaseUri);
    });
    afterAll(() => second.close());

    it('never give two articles one number when both publish at once', async () => {
      const onSecond = moderator.client.sameBrowserOn(second.baseUrl);
      const drafts = await Promise.all(
        Array.from({ length: 16 }, () => createDraft(author.client)),
      );
      for (const draft of drafts) await forceDraftStatus(api(), draft._id, 'approved');
      const answers = await Promise.all(
        drafts.map((draft, index) =>
          putStatus(index % 2 === 0 ? moderator.client : onSecond, draft._id, 'applied'),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(drafts.map(() => 200));
      const numbers = answers.map((answer) => answer.body.result.countId!);
      expect(new Set(numbers).size).toBe(16);
      const stored = (await storedPosts(api())).map((post) => Number(post['countId']));
      expect(new Set(stored).size).toBe(stored.length);
      for (const number of numbers) expect(stored).toContain(number);
    });
  });
});
