import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase, started } from '../../../test/instances-on-one-database';
import { articleRecord } from '../../../test/posts/posts-fixture';
import { postSchema } from './post.schema';
import { PostsRepository } from './posts.repository';
import { PublishedArticles } from './published-articles';

/**
 * The articles in memory are a read model of the repository (docs/architecture.md § Read models):
 * against the run's database, a write through the repository is in this instance's model when it
 * returns, and in another instance's once its message arrives; a view is this instance's alone.
 */

const { model, cacheSync } = instancesOnOneDatabase(postSchema);

/** An API instance's repository and articles, on the shared database and pub/sub. */
async function instance() {
  const repository = new PostsRepository(model(postSchema), cacheSync());
  return { repository, articles: await started(new PublishedArticles(repository)) };
}

const article = (_id: string, countId: number) => articleRecord(_id, countId);

const titles = (articles: PublishedArticles) => articles.newest().map((each) => each.title);

describe('PublishedArticles', () => {
  it('has each write through the repository when it returns, and the other instance soon after', async () => {
    const here = await instance();
    const there = await instance();

    await here.repository.insert(article('p1', 1));
    await here.repository.insert(article('p2', 2));
    expect(titles(here.articles)).toEqual(['Статья 2', 'Статья 1']);
    expect(here.articles.byNumber(2)?._id).toBe('p2');
    expect(here.articles.highestNumber()).toBe(2);
    await expect.poll(() => titles(there.articles)).toEqual(['Статья 2', 'Статья 1']);

    const version = there.articles.version;
    await there.repository.setContent('p1', {
      title: 'Новое название',
      section: 'tech',
      body: [],
      version: 2,
      updatedAt: new Date(),
    });
    expect(there.articles.get('p1')?.title).toBe('Новое название');
    expect(there.articles.version).toBeGreaterThan(version);
    await expect.poll(() => here.articles.get('p1')?.section).toBe('tech');

    await here.repository.addComments('p1', 2);
    expect(here.articles.get('p1')?.commentsCount).toBe(2);
    await expect.poll(() => there.articles.get('p1')?.commentsCount).toBe(2);

    await here.repository.markDeleted('p2', { at: new Date(), by: 'm1' });
    expect(here.articles.byNumber(2)).toBeUndefined();
    await expect.poll(() => there.articles.get('p2')).toBeUndefined();
  });

  it('counts a view in this instance only, and leaves the version as it was', async () => {
    const here = await instance();
    const there = await instance();
    await here.repository.insert(article('v1', 10));
    await expect.poll(() => there.articles.get('v1')).toBeDefined();

    const version = here.articles.version;
    await here.repository.addViews('v1', 1);
    expect(here.articles.get('v1')?.viewsCount).toBe(1);
    expect(here.articles.version).toBe(version);
    // No message for a view: once a later write's message has arrived, the other instance still
    // has the article as it was; it catches up with the article's next change.
    await here.repository.insert(article('v2', 11));
    await expect.poll(() => there.articles.get('v2')).toBeDefined();
    expect(there.articles.get('v1')?.viewsCount).toBe(0);
    await here.repository.addComments('v1', 1);
    await expect.poll(() => there.articles.get('v1')?.commentsCount).toBe(1);
    expect(there.articles.get('v1')?.viewsCount).toBe(1);
  });
});
