import { isPostSection, landingPageMeta, postBodyBlocks, type ContentBlock } from '@vn/domain';
import { feedLink, type GonePages, type PageHeads, type SiteAddress } from '../../platform/site';
import { POSTS_FEED, postDescription, postPath } from './posts-syndication';
import type { PostsService } from './posts.service';

const POST_PATH = /^\/posts\/(\d{1,15})\/?$/;
const POSTS_PATH = /^\/posts\/?$/;

/** The first picture an article shows (a spoiler's is hidden, not its face): its link preview's. */
function firstImage(blocks: readonly ContentBlock[]): string | undefined {
  for (const block of blocks) {
    if (block.type === 'image') return block.images[0]!.full || block.images[0]!.preview;
    if (block.type === 'quote') {
      // A quote may hold blocks of kinds this build does not know; they are skipped by their type.
      const inner = firstImage(block.blocks as readonly ContentBlock[]);
      if (inner) return inner;
    }
  }
  return undefined;
}

/**
 * The heads of /posts and of an article (docs/product §2.2), from the articles in memory (no query, and
 * no view counted): both follow the feed of new articles. The list keeps its section in its one
 * address (a listing of its own) and drops `my` (the reader's own, nothing to a search engine).
 */
export function postPageHeads(posts: PostsService, site: SiteAddress): PageHeads {
  const feeds = [feedLink(site, POSTS_FEED)];
  return (path, query) => {
    if (POSTS_PATH.test(path)) {
      const section = query.get('section');
      const { title, description } = landingPageMeta.posts;
      return {
        title,
        description,
        canonical: site.url(isPostSection(section) ? `/posts?section=${section}` : '/posts'),
        type: 'website',
        feeds,
      };
    }
    const match = POST_PATH.exec(path);
    if (!match) return null;
    const record = posts.byNumber(Number(match[1]));
    if (!record) return null;
    const image = firstImage(postBodyBlocks(record.body));
    return {
      title: record.title,
      description: postDescription(record),
      canonical: site.url(postPath(record)),
      type: 'article',
      image: image ? site.url(image) : undefined,
      feeds,
    };
  };
}

/** A deleted article's page (its stub keeps the number): gone, 410 (gone-pages.ts). */
export function postGonePages(posts: PostsService): GonePages {
  return async (path) => {
    const match = POST_PATH.exec(path);
    return match !== null && (await posts.wasDeleted(Number(match[1])));
  };
}
