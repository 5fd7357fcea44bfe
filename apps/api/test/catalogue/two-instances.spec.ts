import type {
  TranslationFollowsState,
  TranslationView,
  CommentResult,
  MainPage,
  NovelCard,
  NovelPage,
  ProjectRatings,
  Recommendation,
  SessionState,
  UserEvents,
} from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TOPICS } from '../../src/platform/pubsub/cache-sync';
import { SESSIONS_ENDED_CHANNEL } from '../../src/platform/session/session.service';
import type { TestUser } from '../accounts-fixture';
import { postComment } from '../comments/comments-fixture';
import { HttpClient, type Answer } from '../http-client';
import { sendMessage } from '../messages/messages-fixture';
import { publishedPost } from '../posts/posts-fixture';
import { useAccountsWorldOnRedis } from '../several-instances';
import type { TestApi } from '../test-api';
import { addNovels, addVocabulary } from './catalogue-fixture';
import {
  translatedProject,
  twoRoutes,
  type TranslatedProject,
} from '../translations/translations-fixture';

type CardPage = { novels: NovelCard[]; count: number };

/**
 * One row per thing an instance keeps in memory and another instance can change (every `CacheSync`
 * topic, and the sessions-ended channel): `before` reads it through the second instance (so the
 * second instance has it in memory, and the row proves it was stale-able), `write` changes it
 * through the first, and `seen` reads it through the second until it answers `expected`.
 */
interface Row {
  topic: string;
  what: string;
  before: () => Promise<unknown>;
  beforeExpected: unknown;
  write: () => Promise<void>;
  seen: () => Promise<unknown>;
  expected: unknown;
}

/**
 * Two API instances on one database and a real Redis (docs/architecture.md § Several instances):
 * what one instance writes, the other shows through its HTTP API without a restart — for every
 * cache.
 */
describe('every cache across two instances (Redis pub/sub)', () => {
  const {
    world,
    people: { moderator, reader, writer },
    startAnother,
  } = useAccountsWorldOnRedis({ moderator: { role: 'moderator' }, reader: {}, writer: {} });
  let second: TestApi;
  let onSecond: HttpClient;
  let tags: Record<string, string>;
  const ids: Record<string, string> = {};
  let translated: TranslatedProject | undefined;
  const translationsOnSecond = async (novelId: string) =>
    (await onSecond.get<Answer<TranslationView[]>>(`/api/translations?novel=${novelId}`)).body
      .result;

  /** A translation's percent, and whether the catalogue lists its project among those halfway. */
  const progressOnSecond = async ({ novelId, groupName }: TranslatedProject) => {
    const query = new URLSearchParams({
      search: groupName,
      section: 'all',
      translationProgress: '50',
    });
    const catalogue = await onSecond.get<Answer<CardPage>>(`/api/novels?${query}`);
    return {
      percent: (await translationsOnSecond(novelId))[0]?.percent,
      listedFromHalfway: catalogue.body.result.novels.some((card) => card._id === novelId),
    };
  };

  /** The same browser (its session cookie) talking to the second instance. */
  const sameBrowserOnSecond = (user: TestUser) => user.client.sameBrowserOn(second.baseUrl);
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`${status}: ${JSON.stringify(body)}`);
  };

  beforeAll(async () => {
    tags = await addVocabulary(world.api, 'tags', ['Романтика', 'Тег для журнала']);
    const added = await addNovels(world.api, [
      { name: 'Летний лагерь', tagIds: [tags['Романтика']!], ratingSum: 8, ratedUsers: 1 },
      { name: 'Зимний вечер' },
      { name: 'Осенний лес' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
    // Started after the data is in place, so it begins with the same catalogue as the first.
    second = await startAnother();
    onSecond = new HttpClient(second.baseUrl);
  });
  afterAll(() => second?.close());

  const cardOnSecond = async (name: string) => {
    const page = await onSecond.get<Answer<CardPage>>('/api/novels?section=all&limit=100');
    return page.body.result.novels.find((card) => card.name === name) ?? null;
  };
  const pageOnSecond = async (name: string, client = onSecond) =>
    (await client.get<Answer<NovelPage>>(`/api/novels/${ids[name]}`)).body.result;
  const ratingsOnSecond = async (name: string) =>
    (await onSecond.get<Answer<ProjectRatings>>(`/api/novels/${ids[name]}/ratings`)).body.result;
  const recommendationsOnSecond = async (name: string) =>
    (await onSecond.get<Answer<Recommendation[]>>(`/api/novels/${ids[name]}/recommendations`)).body
      .result;
  const guestMainPageOnSecond = async () =>
    (await onSecond.get<Answer<MainPage>>('/api/mainPage')).body.result;
  const reportQueueOnSecond = async () =>
    (
      await sameBrowserOnSecond(moderator).get<Answer<{ cases: { _id: string }[] }>>('/api/reports')
    ).body.result.cases.map((each) => each._id);
  const settingsOnSecond = async (user: TestUser) =>
    (await sameBrowserOnSecond(user).get<Answer<SessionState | null>>('/api/settings')).body.result;
  let likedComment = '';
  let readerOnSecond: HttpClient;

  const rows: Row[] = [
    {
      topic: 'novel',
      what: 'a vote changes the project’s card',
      before: async () => (await cardOnSecond('Летний лагерь'))?.ratedUsers,
      beforeExpected: 1,
      write: () =>
        ok(reader.client.post('/api/ratings', { novel: ids['Летний лагерь'], rating: 2 })),
      seen: async () => (await cardOnSecond('Летний лагерь'))?.ratedUsers,
      expected: 2,
    },
    {
      topic: 'novels',
      what: 'a removed tag leaves every project that had it',
      before: async () => (await pageOnSecond('Летний лагерь')).tags.length,
      beforeExpected: 1,
      write: () => ok(moderator.client.delete(`/api/tags/${tags['Романтика']}`)),
      seen: async () => (await pageOnSecond('Летний лагерь')).tags.length,
      expected: 0,
    },
    {
      topic: 'vocabularies',
      what: 'a renamed tag is a filter by its new name',
      before: async () =>
        (
          await onSecond.get<Answer<{ tags: { value: string }[] }>>('/api/filters')
        ).body.result.tags.map((tag) => tag.value),
      beforeExpected: ['Тег для журнала'], // Романтика went in the row before
      write: () =>
        ok(moderator.client.put(`/api/tags/${tags['Тег для журнала']}`, { value: 'Журнальный' })),
      seen: async () =>
        (
          await onSecond.get<Answer<{ tags: { value: string }[] }>>('/api/filters')
        ).body.result.tags.map((tag) => tag.value),
      expected: ['Журнальный'],
    },
    {
      topic: 'vocabularies',
      what: 'a tag marked as a spoiler carries the mark (docs/product §A5.6)',
      before: async () =>
        (
          await onSecond.get<Answer<{ tags: { value: string; spoiler?: boolean }[] }>>(
            '/api/filters',
          )
        ).body.result.tags.map((tag) => [tag.value, tag.spoiler === true]),
      beforeExpected: [['Журнальный', false]],
      write: () =>
        ok(moderator.client.put(`/api/tags/${tags['Тег для журнала']}/spoiler`, { spoiler: true })),
      seen: async () =>
        (
          await onSecond.get<Answer<{ tags: { value: string; spoiler?: boolean }[] }>>(
            '/api/filters',
          )
        ).body.result.tags.map((tag) => [tag.value, tag.spoiler === true]),
      expected: [['Журнальный', true]],
    },
    {
      topic: 'translators',
      what: 'a new translator group is listed',
      before: async () =>
        (await onSecond.get<Answer<{ translators: unknown[] }>>('/api/translators?search=Северный'))
          .body.result.translators.length,
      beforeExpected: 0,
      write: () =>
        ok(
          moderator.client.post('/api/translators', {
            name: 'Северный ветер',
            links: [],
            novels: [ids['Летний лагерь']],
          }),
        ),
      seen: async () =>
        (
          await onSecond.get<Answer<{ translators: { name: string }[] }>>(
            '/api/translators?search=Северный',
          )
        ).body.result.translators.map((group) => group.name),
      expected: ['Северный ветер'],
    },
    {
      topic: 'translations',
      what: 'a member’s update of a translation’s progress, and the catalogue filtered by it',
      before: async () => {
        translated = await translatedProject(world.api, moderator, [reader]);
        return progressOnSecond(translated);
      },
      beforeExpected: { percent: null, listedFromHalfway: false },
      write: () =>
        ok(
          reader.client.post(`/api/translations/${translated!.translation._id}/updates`, {
            progress: twoRoutes,
          }),
        ),
      seen: () => progressOnSecond(translated!),
      expected: { percent: 61, listedFromHalfway: true },
    },
    {
      topic: 'translationFollows',
      what: 'a reader follows a translation',
      before: async () =>
        (
          await sameBrowserOnSecond(writer).get<Answer<TranslationFollowsState>>(
            '/api/translationFollows',
          )
        ).body.result.follows.length,
      beforeExpected: 0,
      write: () =>
        ok(writer.client.put(`/api/translationFollows/translation/${translated!.translation._id}`)),
      seen: async () =>
        (
          await sameBrowserOnSecond(writer).get<Answer<TranslationFollowsState>>(
            '/api/translationFollows',
          )
        ).body.result.follows.map((follow) => follow.target),
      expected: [expect.any(String)],
    },
    {
      topic: 'readerMarks',
      what: 'a reader’s list move shows on their cards',
      before: async () => (await pageOnSecond('Зимний вечер', sameBrowserOnSecond(reader))).list,
      beforeExpected: null,
      write: () =>
        ok(reader.client.post('/api/addtolist', { novel: ids['Зимний вечер'], list: 'reading' })),
      seen: async () => (await pageOnSecond('Зимний вечер', sameBrowserOnSecond(reader))).list,
      expected: 'reading',
    },
    {
      topic: 'projectVotes',
      what: 'a vote shows in the project’s bars on the other instance',
      before: async () => (await ratingsOnSecond('Осенний лес')).histogram[6],
      beforeExpected: 0,
      write: () => ok(writer.client.post('/api/ratings', { novel: ids['Осенний лес'], rating: 7 })),
      seen: async () => (await ratingsOnSecond('Осенний лес')).histogram[6],
      expected: 1,
    },
    {
      topic: 'projectVotes',
      what: 'a changed vote moves from one bar to another on the other instance',
      before: async () => (await ratingsOnSecond('Осенний лес')).histogram[6],
      beforeExpected: 1,
      write: () => ok(writer.client.post('/api/ratings', { novel: ids['Осенний лес'], rating: 3 })),
      seen: async () => {
        const { histogram } = await ratingsOnSecond('Осенний лес');
        return [histogram[6], histogram[2]];
      },
      expected: [0, 1],
    },
    {
      topic: 'projectVotes',
      what: 'a vote taken back leaves the bars on the other instance',
      before: async () => (await ratingsOnSecond('Осенний лес')).histogram[2],
      beforeExpected: 1,
      write: () =>
        ok(writer.client.post('/api/ratings', { novel: ids['Осенний лес'], rating: null })),
      seen: async () =>
        (await ratingsOnSecond('Осенний лес')).histogram.reduce((sum, bar) => sum + bar, 0),
      expected: 0,
    },
    {
      topic: 'recommendations',
      what: 'a reader’s recommendation shows on the other instance',
      before: async () => (await recommendationsOnSecond('Зимний вечер')).length,
      beforeExpected: 0,
      write: () =>
        ok(
          writer.client.post(`/api/novels/${ids['Зимний вечер']}/recommendations`, {
            to: ids['Осенний лес'],
            reason: 'Обе про тишину',
          }),
        ),
      seen: async () => (await recommendationsOnSecond('Зимний вечер')).map((each) => each.reason),
      expected: ['Обе про тишину'],
    },
    {
      topic: 'userEvents',
      what: 'a reply rings the bell of the comment’s author',
      before: async () =>
        (await sameBrowserOnSecond(reader).get<Answer<UserEvents>>('/api/userEvents?limit=5')).body
          .result.events.length,
      beforeExpected: 0,
      write: async () => {
        const top = await postComment(reader.client, {
          content: 'Вопрос о переводе',
          source: ids['Осенний лес'],
          sourceType: 'game',
        });
        await ok(
          postComment(writer.client, {
            content: 'Ответ',
            source: ids['Осенний лес'],
            sourceType: 'game',
            parent: top.body.result.comment._id,
            answerComment: top.body.result.comment._id,
          }),
        );
      },
      seen: async () =>
        (
          await sameBrowserOnSecond(reader).get<Answer<UserEvents>>('/api/userEvents?limit=5')
        ).body.result.events.map((event) => event.type),
      expected: ['commentAnswer'],
    },
    {
      topic: 'posts',
      what: 'a published article is listed',
      before: async () =>
        (await onSecond.get<Answer<{ posts: unknown[] }>>('/api/posts')).body.result.posts.length,
      beforeExpected: 0,
      write: async () => {
        await publishedPost(writer.client, moderator.client, { title: 'Статья о переводах' });
      },
      seen: async () =>
        (
          await onSecond.get<Answer<{ posts: { post: { title: string } }[] }>>('/api/posts')
        ).body.result.posts.map((item) => item.post.title),
      expected: ['Статья о переводах'],
    },
    {
      topic: 'comments',
      what: 'a new comment is on the guests’ main page',
      before: async () => (await guestMainPageOnSecond()).comments.length,
      beforeExpected: 2, // the question and the answer of the userEvents row
      write: () =>
        ok(
          postComment(writer.client, {
            content: 'Свежий комментарий',
            source: ids['Летний лагерь'],
            sourceType: 'game',
          }),
        ),
      seen: async () => (await guestMainPageOnSecond()).comments[0]?.content,
      expected: 'Свежий комментарий',
    },
    {
      topic: 'comments',
      what: 'a like shows as the viewer’s own mark',
      before: async () => {
        const thread = await sameBrowserOnSecond(writer).get<Answer<{ comments: CommentResult[] }>>(
          `/api/comments?source=${ids['Летний лагерь']}&sourceType=game`,
        );
        const comment = thread.body.result.comments[0]!;
        likedComment = comment._id;
        return comment.userLike ?? null;
      },
      beforeExpected: null,
      write: () => ok(writer.client.post(`/api/likes/comment/${likedComment}/true`)),
      seen: async () => {
        const thread = await sameBrowserOnSecond(writer).get<Answer<{ comments: CommentResult[] }>>(
          `/api/comments?source=${ids['Летний лагерь']}&sourceType=game`,
        );
        return thread.body.result.comments.find((comment) => comment._id === likedComment)
          ?.userLike;
      },
      expected: true,
    },
    {
      topic: 'contacts',
      what: 'a message puts its sender into the recipient’s contacts',
      before: async () => (await settingsOnSecond(moderator))?.contacts.length,
      beforeExpected: 0,
      write: async () => {
        await sendMessage(writer.client, moderator.id, 'Здравствуйте!');
      },
      seen: async () =>
        (await settingsOnSecond(moderator))?.contacts.map(
          (contact) => contact.user._id === writer.id,
        ),
      expected: [true],
    },
    {
      topic: 'moderationLog',
      what: 'a moderator’s act is at the top of the log',
      before: async () =>
        (
          await sameBrowserOnSecond(moderator).get<Answer<{ entries: unknown[] }>>(
            '/api/log/entries',
          )
        ).status,
      beforeExpected: undefined,
      write: () =>
        ok(
          moderator.client.delete(`/api/novels/${ids['Зимний вечер']}`) as Promise<{
            status: number;
            body: unknown;
          }>,
        ),
      seen: async () =>
        (
          await sameBrowserOnSecond(moderator).get<Answer<{ entries: { text: string }[] }>>(
            '/api/log/entries',
          )
        ).body.result.entries[0]?.text,
      expected: expect.stringContaining('«Зимний вечер»'),
    },
    {
      topic: 'reports',
      what: 'a report sent to one instance is in the queue on the other at once',
      before: async () => (await reportQueueOnSecond()).includes(`user:${writer.id}`),
      beforeExpected: false,
      write: () =>
        ok(reader.client.post('/api/reports', { kind: 'user', id: writer.id, reason: 'spam' })),
      seen: async () => (await reportQueueOnSecond()).includes(`user:${writer.id}`),
      expected: true,
    },
    {
      topic: 'sanctions',
      what: 'a sanction given on one instance binds on the other at once',
      before: async () => (await settingsOnSecond(writer))?.user.sanctions ?? [],
      beforeExpected: [],
      write: () =>
        ok(
          moderator.client.post(`/api/profile/${writer.id}/sanctions`, {
            scope: 'messages',
            rule: 'spam',
            publicReason: 'рассылка',
            duration: 'hour',
          }),
        ),
      seen: async () =>
        (await settingsOnSecond(writer))?.user.sanctions?.map((notice) => notice.scope),
      expected: ['messages'],
    },
    {
      topic: 'users',
      what: 'a ban counts on the other instance at once',
      before: async () => (await settingsOnSecond(writer))?.user.banned ?? null,
      beforeExpected: null,
      write: () =>
        ok(
          moderator.client.put(`/api/profile/${writer.id}/ban`, {
            reason: 'спам',
            expiredAt: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        ),
      seen: async () => (await settingsOnSecond(writer))?.user.banned?.reason,
      expected: 'спам',
    },
    {
      topic: SESSIONS_ENDED_CHANNEL,
      what: 'a signed-out session is over on the other instance at once',
      before: async () => {
        readerOnSecond = sameBrowserOnSecond(reader);
        const settings = await readerOnSecond.get<Answer<SessionState | null>>('/api/settings');
        return settings.body.result?.user._id === reader.id;
      },
      beforeExpected: true,
      write: () => ok(reader.client.post('/api/logout')),
      seen: async () =>
        (await readerOnSecond.get<Answer<SessionState | null>>('/api/settings')).body.result,
      expected: null,
    },
  ];

  it('has a row for every cache topic and the sessions channel', () => {
    expect(new Set(rows.map((row) => row.topic))).toEqual(
      new Set([...CACHE_TOPICS, SESSIONS_ENDED_CHANNEL]),
    );
  });

  it.each(rows.map((row) => [`${row.topic}: ${row.what}`, row] as const))(
    '%s',
    async (_name, row) => {
      // A row before may still be arriving on another topic (removing a tag tells `novels` and
      // `vocabularies`, and the second instance reloads each on its own time), so `before` waits
      // for its state too; the write's own arrival is what `seen` proves.
      if (row.beforeExpected !== undefined)
        await expect.poll(row.before, { timeout: 5_000, interval: 50 }).toEqual(row.beforeExpected);
      else await row.before();
      await row.write();
      await expect.poll(row.seen, { timeout: 5_000, interval: 50 }).toEqual(row.expected);
    },
  );
});
