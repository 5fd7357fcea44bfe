import { CATALOGUE_LIMITS, type MainPage, type NovelCard } from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { addProject, commentOn } from '../comments/comments-fixture';
import { HttpClient, type Answer } from '../http-client';
import { publishedPost, uniqueTitle } from '../posts/posts-fixture';

/*
 * The main page's articles and comments blocks (docs/product §2.2 /, §3 main page data): filled, newest
 * first, and fresh for guests after a new article or comment, though guests' main pages are kept
 * serialized between changes.
 */
describe('main page articles and comments blocks', () => {
  const {
    world,
    people: { author, moderator },
  } = useAccountsWorld({ author: {}, moderator: { role: 'moderator' } });
  let guest: HttpClient;

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
  });

  const mainPage = async (client: HttpClient) =>
    (await client.get<Answer<MainPage>>('/api/mainPage')).body.result;

  it('shows the newest articles and comments, and a guest sees a new one at once', async () => {
    const project = await addProject(world.api);
    const first = await publishedPost(author.client, moderator.client, { title: uniqueTitle() });
    await commentOn(author.client, project, 'Первый комментарий');
    const before = await mainPage(guest);
    expect(before.posts.map((item) => item.post.countId)).toEqual([first.countId]);
    expect(before.comments.map((comment) => comment.content)).toEqual(['Первый комментарий']);

    const second = await publishedPost(author.client, moderator.client, { title: uniqueTitle() });
    await commentOn(moderator.client, project, 'Второй комментарий');
    const after = await mainPage(guest);
    expect(after.posts.map((item) => item.post.countId)).toEqual([second.countId, first.countId]);
    expect(after.comments.map((comment) => comment.content)).toEqual([
      'Второй комментарий',
      'Первый комментарий',
    ]);
    expect(await mainPage(author.client)).toMatchObject({
      posts: after.posts,
      comments: after.comments,
    });
  });

  it('sends a guest the 5 cards a block shows them, and a reader 15 to size the blocks', async () => {
    await addNovels(
      world.api,
      Array.from({ length: CATALOGUE_LIMITS.mainPageBlock + 2 }, (_, index) => ({
        name: `Новинка для главной ${index}`,
      })),
    );
    const ids = (cards: NovelCard[]) => cards.map((card) => card._id);
    const forGuest = await mainPage(guest);
    const forReader = await mainPage(author.client);
    expect(forGuest.lastCreated).toHaveLength(CATALOGUE_LIMITS.mainPageGuestBlock);
    expect(forReader.lastCreated).toHaveLength(CATALOGUE_LIMITS.mainPageBlock);
    // The same order: a guest's block is the first cards of a reader's.
    expect(ids(forGuest.lastCreated)).toEqual(
      ids(forReader.lastCreated).slice(0, CATALOGUE_LIMITS.mainPageGuestBlock),
    );
    expect(ids(forGuest.lastUpdated)).toEqual(
      ids(forReader.lastUpdated).slice(0, CATALOGUE_LIMITS.mainPageGuestBlock),
    );
  });
});
