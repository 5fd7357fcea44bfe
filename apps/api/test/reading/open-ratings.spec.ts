import {
  BURST_VOTES,
  NEW_ACCOUNT_DAYS,
  type NovelPage,
  type ProjectRatings,
  type ReaderRatings,
} from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { NOVELS_COLLECTION, type NovelRecord } from '../../src/features/novels/novel.schema';
import {
  RATINGS_COLLECTION,
  readerNovelKey,
  type RatingRecord,
} from '../../src/features/reading/reading.schema';
import { CacheSync, PUB_SUB, type PubSub } from '../../src/platform/pubsub';
import { USERS_COLLECTION, UsersRepository, type UserRecord } from '../../src/features/users';
import { signUpUser, useAccountsWorld, type TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import { HttpClient, type Answer } from '../http-client';

const DAY = 86_400_000;

/**
 * Open ratings over HTTP (docs/product §A5): a project's bars and «как считается», which votes are
 * left out and why, and a reader's own ratings beside the site's — with real accounts, real votes
 * and the moderators' real bans and removals.
 */
describe('open ratings (docs/product §A5)', () => {
  const {
    world,
    people: { admin, reader },
  } = useAccountsWorld({ admin: { role: 'admin' }, reader: {} });
  let guest: HttpClient;
  const ids: Record<string, string> = {};

  /** A reader whose account is older than the new-account rule looks at. */
  const novels = () => world.api.app.get<Model<NovelRecord>>(getModelToken(NOVELS_COLLECTION));

  async function longStandingReader(): Promise<TestUser> {
    const user = await signUpUser(world.api);
    // A creation date is never changed by the API (mongoose keeps it immutable): written to the
    // collection directly, then reported as any other instance's write would be.
    const users = world.api.app.get(UsersRepository);
    await world.api.app
      .get<Model<UserRecord>>(getModelToken(USERS_COLLECTION))
      .collection.updateOne({ _id: user.id } as never, {
        $set: { createdAt: new Date(Date.now() - 400 * DAY) },
      });
    await users.changes.report({ kind: 'stale', key: user.id });
    return user;
  }
  const vote = async (user: TestUser, novel: string, rating: number) => {
    const answer = await user.client.post('/api/ratings', { novel, rating });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const ratingsOf = async (novel: string) => {
    const answer = await guest.get<Answer<ProjectRatings>>(`/api/novels/${novel}/ratings`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const siteRatingOf = async (novel: string) =>
    (await guest.get<Answer<NovelPage>>(`/api/novels/${novel}`)).body.result.bRating!;

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
    const added = await addNovels(world.api, [
      { name: 'Открытые оценки' },
      { name: 'Наплыв голосов' },
      { name: 'Без оценок' },
    ]);
    for (const novel of added) ids[novel.name] = novel._id;
  });

  it('shows the counted votes as ten bars, the plain mean, the site rating and how it is made', async () => {
    const id = ids['Открытые оценки']!;
    for (const rating of [8, 8, 6]) await vote(await longStandingReader(), id, rating);
    const ratings = await ratingsOf(id);
    expect(ratings.histogram).toEqual([0, 0, 0, 0, 0, 1, 0, 2, 0, 0]);
    expect(ratings.votes).toBe(3);
    expect(ratings.mean).toBeCloseTo(22 / 3);
    expect(ratings.prior.votes).toBe(10);
    expect(ratings.prior.share).toBeCloseTo(10 / 13);
    // The figure «как считается» explains is the one the project's page and the catalogue show.
    expect(ratings.siteRating).toBeCloseTo(await siteRatingOf(id), 9);
    expect(ratings.siteRating).toBeCloseTo(
      (ratings.prior.votes * ratings.prior.mean + 22) / (ratings.prior.votes + 3),
      9,
    );
    expect(ratings).toMatchObject({ minimumVotes: 10, belowMinimum: true });
    expect(ratings.excluded).toEqual({ removed: 0, banned: 0, burst: 0 });
  });

  it('a burst of new accounts voting 10 is left out, and the site rating barely moves', async () => {
    const id = ids['Наплыв голосов']!;
    const established = [5, 6, 7, 5, 6, 7, 6, 6, 5, 7, 6, 6];
    for (const rating of established) await vote(await longStandingReader(), id, rating);
    const before = await siteRatingOf(id);
    const burst = BURST_VOTES + 3;
    // Accounts made minutes ago (younger than NEW_ACCOUNT_DAYS), each voting 10 at once.
    for (let index = 0; index < burst; index += 1) await vote(await signUpUser(world.api), id, 10);
    const after = await siteRatingOf(id);
    expect(Math.abs(after - before)).toBeLessThan(0.05);
    const ratings = await ratingsOf(id);
    expect(ratings.excluded.burst).toBe(burst);
    expect(ratings.votes).toBe(established.length);
    expect(ratings.histogram[9]).toBe(0);
    // The stored count still has every vote: nothing is thrown away, only left out.
    const page = (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
    expect(page.ratedUsers).toBe(established.length + burst);
    expect(NEW_ACCOUNT_DAYS).toBeGreaterThan(0);
  });

  it('leaves out a reader banned from everything while the ban lasts, and a removed account', async () => {
    const id = ids['Открытые оценки']!;
    const troll = await longStandingReader();
    await vote(troll, id, 1);
    expect((await ratingsOf(id)).votes).toBe(4);
    const before = await siteRatingOf(id);

    const ban = await admin.client.put(`/api/profile/${troll.id}/ban`, {
      reason: 'накрутка',
      expiredAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    expect((await ratingsOf(id)).excluded).toMatchObject({ banned: 1 });
    expect((await ratingsOf(id)).votes).toBe(3);
    expect(await siteRatingOf(id)).toBeGreaterThan(before);

    expect((await admin.client.put(`/api/profile/${troll.id}/unban`)).status).toBe(200);
    expect((await ratingsOf(id)).excluded.banned).toBe(0);
    expect(await siteRatingOf(id)).toBeCloseTo(before, 9);

    expect((await admin.client.delete(`/api/users/${troll.id}`)).status).toBe(200);
    expect((await ratingsOf(id)).excluded).toMatchObject({ removed: 1, banned: 0 });
    expect((await ratingsOf(id)).histogram[0]).toBe(0);
  });

  describe('each vote stores the sums and the ratings shown beside them, for readers of the database', () => {
    type Rated = { rating: number; bRating: number; mixRating: number; ratedUsers: number };

    /** Votes and finds the stored project as the answer and the project page show it. */
    async function voteAndCompare(novel: string, rating: number) {
      const user = await longStandingReader();
      const answer = await user.client.post<Answer<Rated>>('/api/ratings', { novel, rating });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const shown = answer.body.result;
      const stored = await novels().findById(novel).lean<NovelRecord>();
      expect(stored).toMatchObject({
        ratedUsers: shown.ratedUsers,
        rating: shown.rating,
        bRating: shown.bRating,
        mixRating: shown.mixRating,
      });
      const page = (await guest.get<Answer<NovelPage>>(`/api/novels/${novel}`)).body.result;
      expect(page).toMatchObject({ rating: shown.rating, mixRating: shown.mixRating });
    }

    it('one vote after another', async () => {
      const [novel] = await addNovels(world.api, [{ name: 'Оценки в базе' }]);
      await voteAndCompare(novel!._id, 3);
      await voteAndCompare(novel!._id, 8);
    });

    it('a vote on a project another instance has just rated: the sums add up, and that instance’s news puts the page and the stored ratings right', async () => {
      const [novel] = await addNovels(world.api, [{ name: 'Оценки двух экземпляров' }]);
      const id = novel!._id;
      await voteAndCompare(id, 4);
      // What another instance's vote does before its news arrives: its mark and the counters are
      // in the database, not yet here, so what this instance works out for the next vote misses it.
      const other = await longStandingReader();
      await world.api.app.get<Model<RatingRecord>>(getModelToken(RATINGS_COLLECTION)).create({
        _id: readerNovelKey(other.id, id),
        userId: other.id,
        novelId: id,
        rating: 10,
        updatedAt: new Date(),
      });
      await novels().collection.updateOne({ _id: id } as never, {
        $inc: { ratingSum: 10, ratedUsers: 1 },
      });
      const voter = await longStandingReader();
      const answer = await voter.client.post('/api/ratings', { novel: id, rating: 6 });
      expect(answer.status).toBe(200);
      expect(await novels().findById(id).lean<NovelRecord>()).toMatchObject({
        ratingSum: 20,
        ratedUsers: 3,
      });
      // Its news, as that instance tells it: the vote, then the project.
      const otherInstance = new CacheSync(world.api.app.get<PubSub>(PUB_SUB));
      otherInstance.changed('projectVotes', readerNovelKey(other.id, id));
      otherInstance.changed('novel', id);
      const shown = async () => {
        const page = (await guest.get<Answer<NovelPage>>(`/api/novels/${id}`)).body.result;
        const stored = await novels().findById(id).lean<NovelRecord>();
        return {
          page: { ratedUsers: page.ratedUsers, rating: page.rating, mixRating: page.mixRating },
          stored: {
            ratedUsers: stored!.ratedUsers,
            rating: stored!.rating,
            mixRating: stored!.mixRating,
          },
        };
      };
      await expect.poll(async () => (await shown()).page.ratedUsers).toBe(3);
      await expect
        .poll(async () => {
          const { page, stored } = await shown();
          return JSON.stringify(page) === JSON.stringify(stored);
        })
        .toBe(true);
      expect((await shown()).page.rating).toBeCloseTo(20 / 3, 9);
    });
  });

  it('counts a project again when another instance changed, at the same moment, a mark this one just wrote', async () => {
    const [novel] = await addNovels(world.api, [{ name: 'Один голос на двух экземплярах' }]);
    const id = novel!._id;
    const reader = await longStandingReader();
    expect((await reader.client.post('/api/ratings', { novel: id, rating: 4 })).status).toBe(200);
    // The same reader's vote through another instance that had not heard of the first: it wrote
    // 9 over the 4, and moved the counters as if there had been no vote before.
    await world.api.app
      .get<Model<RatingRecord>>(getModelToken(RATINGS_COLLECTION))
      .updateOne({ _id: readerNovelKey(reader.id, id) }, { $set: { rating: 9 } });
    await novels().collection.updateOne({ _id: id } as never, {
      $inc: { ratingSum: 9, ratedUsers: 1 },
    });
    new CacheSync(world.api.app.get<PubSub>(PUB_SUB)).changed(
      'readerMarks',
      readerNovelKey(reader.id, id),
    );
    await expect
      .poll(async () => novels().findById(id).lean<NovelRecord>(), {
        timeout: 20_000,
        interval: 250,
      })
      .toMatchObject({ ratingSum: 9, ratedUsers: 1 });
  }, 30_000);

  it('reads a project’s votes whole when an instance of the build before names only the project', async () => {
    const [novel] = await addNovels(world.api, [{ name: 'Голос прежней сборки' }]);
    const voter = await longStandingReader();
    expect((await ratingsOf(novel!._id)).votes).toBe(0);
    // That build wrote the vote, then told the project's id alone, with no reader.
    await world.api.app.get<Model<RatingRecord>>(getModelToken(RATINGS_COLLECTION)).create({
      _id: readerNovelKey(voter.id, novel!._id),
      userId: voter.id,
      novelId: novel!._id,
      rating: 8,
      updatedAt: new Date(),
    });
    new CacheSync(world.api.app.get<PubSub>(PUB_SUB)).changed('projectVotes', novel!._id);
    await expect.poll(async () => (await ratingsOf(novel!._id)).histogram[7]).toBe(1);
  });

  it('answers a project without votes with empty bars, an unknown one with 404, a bad id with 400', async () => {
    const empty = await ratingsOf(ids['Без оценок']!);
    expect(empty).toMatchObject({ votes: 0, mean: null, siteRating: null });
    expect(empty.histogram).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await guest.get('/api/novels/0123456789abcdef01234567/ratings')).status).toBe(404);
    expect((await guest.get('/api/novels/nonsense/ratings')).status).toBe(400);
  });

  describe('a reader’s own ratings', () => {
    it('gives their bars and mean and how they compare with the site', async () => {
      await vote(reader, ids['Открытые оценки']!, 10);
      await vote(reader, ids['Наплыв голосов']!, 4);
      const mine = await reader.client.get<Answer<ReaderRatings>>(
        `/api/users/${reader.username}/ratings`,
      );
      expect(mine.status).toBe(200);
      expect(mine.body.result).toMatchObject({ count: 2, mean: 7 });
      expect(mine.body.result.histogram[9]).toBe(1);
      expect(mine.body.result.histogram[3]).toBe(1);
      expect(mine.body.result.comparison).toMatchObject({ projects: 2, higher: 1, lower: 1 });
    });

    it('shows them to others as the reader shows their ratings, and hides them as the reader hides them', async () => {
      const path = `/api/users/${reader.username}/ratings`;
      expect((await guest.get(path)).status).toBe(200);
      const hidden = await reader.client.put('/api/userSettings', { lists: { rating: 2 } });
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      expect((await guest.get(path)).status).toBe(404);
      expect((await reader.client.get(path)).status).toBe(200);
      expect((await guest.get('/api/users/nobody-here/ratings')).status).toBe(404);
    });
  });
});
