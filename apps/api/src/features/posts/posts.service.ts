import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  DomainError,
  POST_BODY_VERSION,
  postBodyBlocks,
  type ContentBlock,
  type PostSection,
  storedCount,
} from '@vn/domain';
import { isDuplicateKey } from '../../platform/database';
import type { Viewer } from '../../platform/session';
import { OnceADay, OneAtATime } from '../../platform/tasks';
import { UsersById } from '../users';
import { PostComments } from './post-comments';
import type { PostRecord } from './post.schema';
import { presentPost, type UserLookup } from './posts.presenter';
import { PostsRepository, type PostContentFields } from './posts.repository';
import { PublishedArticles } from './published-articles';

/** How many times publishing looks for a free number before it gives up (other instances racing). */
const COUNT_ID_ATTEMPTS = 100;

/** The content an applied draft gives its article. */
export interface PublishedContent {
  title: string;
  section: PostSection;
  body: ContentBlock[];
}

/**
 * Articles (docs/product §2.2 /posts, /posts/{countId}; §3 Post). Reads come from memory,
 * `PublishedArticles`, which the repository keeps current (docs/architecture.md § Read models), so
 * the list never queries.
 *
 * Numbers (`countId`) come from the unique index: the next number above the highest known and not
 * being tried by a publish in flight here; a duplicate key (another instance took it) moves on to
 * the next. So 20 publishes at once on one instance take 20 consecutive numbers without a retry,
 * and instances racing each other still never share one. A number is skipped only when a publish in
 * flight fails after a later one succeeded.
 */
@Injectable()
export class PostsService implements OnApplicationBootstrap {
  /**
   * The highest number known to be taken by an article not in memory: a deleted one (its stub keeps
   * the number, posts.repository.ts), or one another instance published (seen by a duplicate key).
   */
  private highestTaken = 0;
  /** Numbers publishes in flight on this instance are trying. */
  private readonly reservedCountIds = new Set<number>();
  /** Writes to one article one after another (an update draft's write and its undo). */
  private readonly writes = new OneAtATime();
  /** Views counted today, once per viewer and article (as for projects; per instance). */
  private readonly viewedToday = new OnceADay();

  constructor(
    private readonly posts: PostsRepository,
    private readonly articles: PublishedArticles,
    private readonly users: UsersById,
    private readonly comments: PostComments,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.posts.ready();
    this.highestTaken = Math.max(this.highestTaken, await this.posts.highestCountId());
  }

  /** Moves when what a list of articles shows changes (see `PublishedArticles`). */
  get version(): number {
    return this.articles.version;
  }

  /**
   * `GET /api/posts`: newest first, in a section or all of them; `mine` is the viewer's own (a guest
   * has none).
   */
  async list(viewer: Viewer | null, query: { section: PostSection | 'all'; my: boolean }) {
    if (query.my && !viewer) return { posts: [] };
    const records = this.articles
      .newest()
      .filter((record) => query.section === 'all' || record.section === query.section)
      .filter((record) => !query.my || record.createdBy === viewer?.user._id);
    const lookup = await this.userLookup(records.map((record) => record.createdBy));
    return {
      posts: records.map((record) => ({
        post: presentPost(record, lookup),
        commentsCount: storedCount(record.commentsCount),
      })),
    };
  }

  /** The newest articles with their comment counts (the main page's block, docs/product §2.2 /). */
  async latest(limit: number) {
    const { posts } = await this.list(null, { section: 'all', my: false });
    return posts.slice(0, limit);
  }

  /** `GET /api/posts/{countId}`: the article with its comments; counts the view. */
  async page(viewer: Viewer | null, countId: number, viewerKey: string) {
    let record = this.articles.byNumber(countId);
    if (!record) throw DomainError.of('notFound');
    if (this.viewedToday.first(record._id, viewer?.user._id ?? `guest:${viewerKey}`)) {
      const counted = await this.posts.addViews(record._id, 1);
      if (!counted) throw DomainError.of('notFound');
      record = counted;
    }
    const [lookup, comments] = await Promise.all([
      this.userLookup([record.createdBy]),
      this.comments.list(viewer, 'post', record._id),
    ]);
    return { post: presentPost(record, lookup), comments };
  }

  /**
   * `GET /api/postsById/{id}`: the article as the editor takes it. A legacy body (a markup string, or
   * HTML) comes converted to v2 blocks (docs/product §4 Post editing); what is stored stays as it is until
   * an update draft is applied.
   */
  async forEditing(id: string) {
    const record = this.existing(id);
    const lookup = await this.userLookup([record.createdBy]);
    return presentPost(
      { ...record, body: postBodyBlocks(record.body), version: POST_BODY_VERSION },
      lookup,
    );
  }

  /** The article, or "Not Found". */
  existing(id: string): PostRecord {
    const record = this.articles.get(id);
    if (!record) throw DomainError.of('notFound');
    return record;
  }

  find(id: string): PostRecord | undefined {
    return this.articles.get(id);
  }

  /** The article with this number as held in memory, without counting a view (a page's head). */
  byNumber(countId: number): PostRecord | undefined {
    return this.articles.byNumber(countId);
  }

  /** Whether the article with this number was deleted (a query: asked only of a missing page). */
  wasDeleted(countId: number): Promise<boolean> {
    return this.posts.wasDeleted(countId);
  }

  /** Every article, newest first (feeds and the sitemap), from memory. */
  newest(): PostRecord[] {
    return this.articles.newest();
  }

  /**
   * Publishes a create draft: a new article with the draft's `_id` and the next free number. A
   * duplicate `_id` means the draft is published already (another request or instance): 409.
   */
  async create(draft: { _id: string; createdBy: string } & PublishedContent): Promise<PostRecord> {
    const now = new Date();
    for (let attempt = 0; attempt < COUNT_ID_ATTEMPTS; attempt += 1) {
      const countId = this.reserveCountId();
      try {
        const record = await this.posts.insert({
          _id: draft._id,
          countId,
          title: draft.title,
          section: draft.section,
          body: draft.body,
          version: POST_BODY_VERSION,
          createdBy: draft.createdBy,
          createdAt: now,
          updatedAt: now,
          viewsCount: 0,
          commentsCount: 0,
        });
        return record;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (this.articles.get(draft._id) || (await this.posts.hasId(draft._id))) {
          throw new DomainError('conflict', 'Черновик уже опубликован');
        }
        this.highestTaken = Math.max(this.highestTaken, countId);
      } finally {
        this.reservedCountIds.delete(countId);
      }
    }
    throw new Error(`No free article number after ${COUNT_ID_ATTEMPTS} attempts`);
  }

  /**
   * Deletes an article down to the stub that keeps its number (the first step of deleting it with
   * everything attached, post-removal.ts): gone from every list, page, feed and the sitemap here and,
   * through the repository's message, on the other instances. Answers the article as it was stored, for
   * `putBack`; "Not Found" when it is not there (or another deletion got there first).
   */
  async markDeleted(id: string, by: string): Promise<PostRecord> {
    return this.writes.run(id, async () => {
      const stored = await this.posts.markDeleted(id, { at: new Date(), by });
      if (!stored) throw DomainError.of('notFound');
      // The stub keeps the number: no later article here may take it.
      this.highestTaken = Math.max(this.highestTaken, stored.countId);
      return stored;
    });
  }

  /** Puts back an article `markDeleted` took, when a later step of the deletion failed. */
  async putBack(stored: PostRecord): Promise<void> {
    await this.writes.run(stored._id, () => this.posts.putBack(stored));
  }

  /**
   * Takes back an article `create` made, when the draft could not be marked applied. Its number is
   * free again: it leaves memory, and `highestTaken` never holds a number published here.
   */
  async undoCreate(record: PostRecord): Promise<void> {
    await this.posts.remove(record._id);
  }

  /**
   * Applies an update draft: title, section and body (as v2 blocks), a new edit time; the number,
   * author, creation time and counters stay. Answers what it replaced, for `restore`.
   */
  async update(id: string, content: PublishedContent): Promise<PostContentFields> {
    return this.writes.run(id, async () => {
      const before = await this.posts.findById(id);
      if (!before) throw DomainError.of('notFound');
      await this.setContent(id, { ...content, version: POST_BODY_VERSION, updatedAt: new Date() });
      return {
        title: before.title,
        section: before.section,
        body: before.body,
        version: before.version ?? null,
        updatedAt: before.updatedAt,
      };
    });
  }

  /** Puts back what `update` replaced, when the draft could not be marked applied. */
  async restore(id: string, previous: PostContentFields): Promise<void> {
    await this.writes.run(id, () => this.setContent(id, previous));
  }

  /** The stored comment counts of every article (or of `ids`), for CounterRepair. */
  commentCountsOf(ids?: readonly string[]): Promise<Map<string, number>> {
    return this.posts.commentCountsOf(ids);
  }

  /** Sets an article's comment count counted again (CounterRepair), while it holds `expected`. */
  async repairCommentCount(id: string, expected: number, actual: number): Promise<boolean> {
    return (await this.posts.repairCommentCount(id, expected, actual)) !== null;
  }

  /** The comment count the comments feature keeps (`$inc`); the lists show it. */
  async commentsCountChanged(id: string, delta: number): Promise<void> {
    await this.posts.addComments(id, delta);
  }

  private async setContent(id: string, fields: PostContentFields): Promise<void> {
    const updated = await this.posts.setContent(id, fields);
    if (!updated) throw DomainError.of('notFound');
  }

  /** The lowest number above every known one that no publish here is trying. */
  private reserveCountId(): number {
    let countId = Math.max(this.highestTaken, this.articles.highestNumber()) + 1;
    while (this.reservedCountIds.has(countId)) countId += 1;
    this.reservedCountIds.add(countId);
    return countId;
  }

  /** The authors, read once each (the users repository caches them). */
  private async userLookup(ids: readonly string[]): Promise<UserLookup> {
    const unique = [...new Set(ids)];
    const users = await Promise.all(unique.map((id) => this.users.findById(id)));
    const byId = new Map(unique.map((id, index) => [id, users[index] ?? null]));
    return (id) => byId.get(id) ?? null;
  }
}
