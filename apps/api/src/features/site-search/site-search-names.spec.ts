import { prepareQuery } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { instancesOnOneDatabase, started } from '../../../test/instances-on-one-database';
import { articleRecord } from '../../../test/posts/posts-fixture';
import { postSchema } from '../posts/post.schema';
import { PostsRepository } from '../posts/posts.repository';
import { TranslatorDirectory } from '../translator-directory/translator-directory';
import { translatorSchema } from '../translator-directory/translator.schema';
import { TranslatorsRepository } from '../translator-directory/translators.repository';
import { newUserRecord, userSchema } from '../users/user.schema';
import { UsersRepository } from '../users/users.repository';
import { ArticleNames } from './article-names';
import { GroupNames } from './group-names';
import { PeopleNames } from './people-names';

/*
 * The site-wide search's indexes are read models (docs/architecture.md § Read models): against the
 * run's database, a write is found (or no longer found) in this instance when it returns, and in
 * another instance once its message arrives (docs/product §A7.3).
 */

const { model, cacheSync, delivered } = instancesOnOneDatabase(
  postSchema,
  userSchema,
  translatorSchema,
);

const query = (text: string) => prepareQuery(text)!;

describe('PeopleNames', () => {
  async function instance() {
    const users = new UsersRepository(model(userSchema), cacheSync());
    return { users, people: await started(new PeopleNames(users)) };
  }
  const names = (people: PeopleNames, text: string) =>
    people.find(query(text)).map(({ item }) => item.username);

  it('finds people by username forgivingly, and neither hidden nor removed ones, on both instances', async () => {
    const here = await instance();
    const there = await instance();
    const sasha = await here.users.insert(
      newUserRecord({
        username: 'Сашенька',
        email: 's@a.test',
        passwordHash: null,
        emailConfirmed: true,
      }),
    );
    await here.users.insert(
      newUserRecord({
        username: 'Sashok',
        email: 'k@a.test',
        passwordHash: null,
        emailConfirmed: true,
      }),
    );
    expect(names(here.people, 'sashenka')).toEqual(['Сашенька']);
    await expect.poll(() => names(there.people, 'сашенька')).toEqual(['Сашенька']);

    await there.users.update(sasha._id, { hidden: true });
    expect(names(there.people, 'сашенька')).toEqual([]);
    await expect.poll(() => names(here.people, 'сашенька')).toEqual([]);

    await here.users.update(sasha._id, { hidden: false, removed: true });
    await delivered();
    expect(names(there.people, 'сашенька')).toEqual([]);

    await here.users.update(sasha._id, { removed: false, username: 'Александра' });
    expect(names(here.people, 'aleksandra')).toEqual(['Александра']);
    await expect.poll(() => names(there.people, 'александра')).toEqual(['Александра']);
    expect(names(there.people, 'сашенька')).toEqual([]);
  });

  it('reads every user at start, leaving out the hidden and the removed', async () => {
    const users = new UsersRepository(model(userSchema), cacheSync());
    for (const [username, fields] of [
      ['Видимый', {}],
      ['Видимый скрытый', { hidden: true }],
      ['Видимый удалённый', { removed: true }],
    ] as const) {
      const record = newUserRecord({
        username,
        email: `${username.length}@b.test`,
        passwordHash: null,
        emailConfirmed: true,
      });
      await model(userSchema).create({ ...record, ...fields });
    }
    const people = await started(new PeopleNames(users));
    expect(names(people, 'видимый')).toEqual(['Видимый']);
  });
});

describe('ArticleNames', () => {
  async function instance() {
    const posts = new PostsRepository(model(postSchema), cacheSync());
    return { posts, articles: await started(new ArticleNames(posts)) };
  }
  const article = (_id: string, countId: number, title: string, text: string) =>
    articleRecord(_id, countId, { title, text });
  const titles = (articles: ArticleNames, text: string) =>
    articles.find(query(text)).map(({ item }) => item.title);

  it('finds articles by title and text, title matches first, then newest; a deleted one never', async () => {
    const here = await instance();
    const there = await instance();
    await here.posts.insert(article('a1', 1, 'Обзор новеллы', 'О том, как Летний карнавал удался'));
    await here.posts.insert(article('a2', 2, 'Летний карнавал', 'Итоги'));
    await here.posts.insert(article('a3', 3, 'Новости', 'Летний карнавал снова с нами'));
    expect(titles(here.articles, 'letnij karnaval')).toEqual([
      'Летний карнавал',
      'Новости',
      'Обзор новеллы',
    ]);
    await expect.poll(() => titles(there.articles, 'летний')).toHaveLength(3);

    await there.posts.setContent('a3', {
      title: 'Новости',
      section: 'tech',
      body: [{ type: 'text', text: 'Зимний фестиваль' }],
      version: 2,
      updatedAt: new Date(),
    });
    expect(titles(there.articles, 'летний')).toEqual(['Летний карнавал', 'Обзор новеллы']);
    await expect.poll(() => titles(here.articles, 'зимний')).toEqual(['Новости']);

    await here.posts.addViews('a3', 1);
    expect(titles(here.articles, 'зимний')).toEqual(['Новости']);

    await here.posts.markDeleted('a2', { at: new Date(), by: 'm1' });
    expect(titles(here.articles, 'карнавал')).toEqual(['Обзор новеллы']);
    await expect.poll(() => titles(there.articles, 'карнавал')).toEqual(['Обзор новеллы']);
  });
});

describe('GroupNames', () => {
  async function instance() {
    const directory = new TranslatorDirectory(
      new TranslatorsRepository(model(translatorSchema)),
      cacheSync(),
    );
    const groups = new GroupNames(directory);
    await directory.onApplicationBootstrap();
    groups.onApplicationBootstrap();
    return { directory, groups, sync: cacheSync() };
  }
  const names = (groups: GroupNames, text: string) =>
    groups.find(query(text)).map(({ item }) => item.name);

  it('follows the directory: a group written or deleted here at once, another instance after its message', async () => {
    const here = await instance();
    const there = await instance();
    const repository = new TranslatorsRepository(model(translatorSchema));
    const record = await repository.insert({
      _id: 'g1',
      name: 'Тайная комната',
      url: 'taynaya-komnata',
      links: [],
      novelIds: [],
      members: [],
    });
    here.directory.set(record);
    expect(names(here.groups, 'tajnaja')).toEqual(['Тайная комната']);
    expect(names(there.groups, 'tajnaja')).toEqual([]);
    here.sync.changed('translators');
    await expect.poll(() => names(there.groups, 'tajnaja')).toEqual(['Тайная комната']);

    here.directory.set({ ...record, name: 'Открытая дверь' });
    expect(names(here.groups, 'тайная')).toEqual([]);
    expect(names(here.groups, 'otkrytaya')).toEqual(['Открытая дверь']);
    here.directory.delete('g1');
    expect(names(here.groups, 'открытая')).toEqual([]);
  });
});
