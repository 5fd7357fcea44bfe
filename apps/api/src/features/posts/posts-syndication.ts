import {
  descriptionExcerpt,
  descriptionMarkup,
  postBodyBlocks,
  postSectionLabels,
} from '@vn/domain';
import {
  FEED_SIZE,
  type Feed,
  type FeedSource,
  type SiteAddress,
  type SitemapSource,
} from '../../platform/site';
import type { UsersById } from '../users';
import type { PostRecord } from './post.schema';
import type { PostsService } from './posts.service';

/** The feed of new articles, followed by /posts and every article. */
export const POSTS_FEED: Feed = { path: '/feeds/posts.atom', title: 'Статьи', pagePath: '/posts' };

export function postPath(record: Pick<PostRecord, 'countId'>): string {
  return `/posts/${record.countId}`;
}

/**
 * An article's description: the plain text of its first rows, as the site's preview shows it
 * (docs/product §9), on one line and cut at a word within what search engines show.
 */
export function postDescription(record: Pick<PostRecord, 'body'>): string {
  return descriptionExcerpt(descriptionMarkup(postBodyBlocks(record.body)));
}

/** An article's last change; articles stored by older versions of the site lack `updatedAt`. */
const lastChange = (record: PostRecord) => record.updatedAt ?? record.createdAt;

/**
 * The newest articles as feed entries, from memory. The authors' names come from the users'
 * cache: read when the feed is rebuilt (after an article changes), never per request. An entry's
 * id is the article's `/go/post/{id}` address, which stays if its number ever did not.
 */
export function postsFeed(posts: PostsService, users: UsersById, site: SiteAddress): FeedSource {
  return {
    feed: POSTS_FEED,
    version: () => posts.version,
    entries: async () => {
      const newest = posts.newest().slice(0, FEED_SIZE);
      const authors = new Map<string, string | undefined>();
      for (const id of new Set(newest.map((record) => record.createdBy))) {
        const user = await users.findById(id);
        authors.set(id, user && !user.removed ? user.username : undefined);
      }
      return newest.map((record) => ({
        id: site.url(`/go/post/${record._id}`),
        title: record.title,
        link: site.url(postPath(record)),
        published: record.createdAt,
        updated: lastChange(record),
        author: authors.get(record.createdBy),
        summary: postDescription(record) || undefined,
        category: { term: record.section, label: postSectionLabels[record.section] },
      }));
    },
  };
}

/** Every article, oldest first (new ones land last), with its last change. */
export function postsSitemap(posts: PostsService): SitemapSource {
  return {
    name: 'posts',
    version: () => posts.version,
    entries: () =>
      posts
        .newest()
        .reverse()
        .map((record) => ({ path: postPath(record), lastmod: lastChange(record) })),
  };
}
