import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  DomainError,
  POST_BODY_VERSION,
  postBodyBlocks,
  type ContentBlock,
  type PostSection,
  storedCount,
} from '@vn/domain';
import { OnceADay, OneAtATime } from '../../platform/tasks';
import { CacheSync } from '../../platform/pubsub';
import type { Viewer } from '../../platform/session';
import { UsersRepository } from '../users';
import { PostComments } from './post-comments';
import type { PostRecord } from './post.schema';
import { presentPost, type UserLookup } from './posts.presenter';
import { isDuplicateKey } from '../../platform/database';
import { PostsRepository, type PostContentFields } from './posts.repository';

/** How many times publishing looks for a free number before it gives up (other instances racing). */
const COUNT_ID_ATTEMPTS = 100;

/** The content an applied draft gives its article. */
export interface PublishedContent {
  title: string;
  section: PostSection;
  body: ContentBlock[];
}

/**
 * Articles (docs/product §2.2 /posts, /posts/{countId}; §3 Post). There are few, and the posts page
 * is read on every visit, so they are held in memory: loaded once, updated on every write here, and
 * re-read on the other instances through `CacheSync` (topic 'posts', keyed by the article's id).
 * FerretDB scans the whole collection on every query (docs/architecture.md § Read models), so the
 * list never queries.
 *
 * Numbers (`countId`) come from the unique index: the next number above the highest known and not
 * being tried by a publish in flight here; a duplicate key (another instance took it) moves on to
 * the next. So 20 publishes at once on one instance take 20 consecutive numbers without a retry,
 * and instances racing each other still never share one. A number is skipped only when a publish in
 * flight fails after a later one succeeded.
 */
@Injectable()
export class PostsService implements OnApplicationBootstrap {
  private readonly byId = new Map<string, PostRecord>();
  private readonly byCountId = new Map<number, PostRecord>();
  /** The highest number known to be taken, here or (seen by a duplicate key) elsewhere. */
  private highestCountId = 0;
  /** Numbers publishes in flight on this instance are trying. */
  private readonly reservedCountIds = new Set<number>();
  /** Writes to one article one after another (an update draft's write and its undo). */
  private readonly writes = new OneAtATime();
  /** Views counted today, once per viewer and article (as for projects; per instance). */
  private readonly viewedToday = new OnceADay();
  /**
   * Moves when an article is added, removed or changed in what a list shows, views aside (a view is
   * not worth rebuilding the main page for): the main page's block is rebuilt when it moves.
   */
  version = 0;

  constructor(
    private readonly posts: PostsRepository,
    private readonly users: UsersRepository,
    private readonly comments: PostComments,
    private readonly sync: CacheSync,
  ) {
    sync.onChange('posts', (id) => (id ? this.reloadOne(id) : this.reload()));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.posts.ready();
    await this.reload();
  }

  async reload(): Promise<void> {
    const [records, highest] = await Promise.all([this.posts.all(), this.posts.highestCountId()]);
    this.byId.clear();
    this.byCountId.clear();
    for (const record of records) this.remember(record);
    // A deleted article's number stays taken (posts.repository.ts).
    this.highestCountId = Math.max(this.highestCountId, highest);
  }

  private async reloadOne(id: string): Promise<void> {
    const record = await this.posts.findById(id);
    if (record) this.remember(record);
    else this.forget(id);
  }

  /**
   * `GET /api/posts`: newest first, in a section or all of them; `mine` is the viewer's own (a guest
   * has none).
   */
  async list(viewer: Viewer | null, query: { section: PostSection | 'all'; my: boolean }) {
    if (query.my && !viewer) return { posts: [] };
    const records = [...this.byId.values()]
      .filter((record) => query.section === 'all' || record.section === query.section)
      .filter((record) => !query.my || record.createdBy === viewer?.user._id)
      .sort(newestFirst);
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
    let record = this.byCountId.get(countId);
    if (!record) throw DomainError.of('notFound');
    if (this.viewedToday.first(record._id, viewer?.user._id ?? `guest:${viewerKey}`)) {
      const counted = await this.posts.addViews(record._id, 1);
      if (!counted) {
        this.forget(record._id);
        throw DomainError.of('notFound');
      }
      // Views are not published to the other instances: a view is not worth a reload everywhere.
      // Their lists catch up with the next change of the article.
      record = this.remember(counted);
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
    const record = this.byId.get(id);
    if (!record) throw DomainError.of('notFound');
    return record;
  }

  find(id: string): PostRecord | undefined {
    return this.byId.get(id);
  }

  /** The article with this number as held in memory, without counting a view (a page's head). */
  byNumber(countId: number): PostRecord | undefined {
    return this.byCountId.get(countId);
  }

  /** Whether the article with this number was deleted (a query: asked only of a missing page). */
  wasDeleted(countId: number): Promise<boolean> {
    return this.posts.wasDeleted(countId);
  }

  /** Every article, newest first (feeds and the sitemap), from memory. */
  newest(): PostRecord[] {
    return [...this.byId.values()].sort(newestFirst);
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
        this.remember(record);
        this.sync.changed('posts', record._id);
        return record;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        if (this.byId.has(draft._id) || (await this.posts.hasId(draft._id))) {
          throw new DomainError('conflict', 'Черновик уже опубликован');
        }
        this.highestCountId = Math.max(this.highestCountId, countId);
      } finally {
        this.reservedCountIds.delete(countId);
      }
    }
    throw new Error(`No free article number after ${COUNT_ID_ATTEMPTS} attempts`);
  }

  /**
   * Deletes an article down to the stub that keeps its number (the first step of deleting it with
   * everything attached, post-removal.ts): gone from every list, page, feed and the sitemap here and,
   * through `CacheSync`, on the other instances. Answers the article as it was stored, for
   * `putBack`; "Not Found" when it is not there (or another deletion got there first).
   */
  async markDeleted(id: string, by: string): Promise<PostRecord> {
    return this.writes.run(id, async () => {
      const stored = await this.posts.markDeleted(id, { at: new Date(), by });
      if (!stored) throw DomainError.of('notFound');
      this.forget(id, { freeNumber: false });
      this.sync.changed('posts', id);
      return stored;
    });
  }

  /** Puts back an article `markDeleted` took, when a later step of the deletion failed. */
  async putBack(stored: PostRecord): Promise<void> {
    await this.writes.run(stored._id, async () => {
      await this.posts.putBack(stored);
      const record = await this.posts.findById(stored._id);
      if (record) this.remember(record);
      this.sync.changed('posts', stored._id);
    });
  }

  /** Takes back an article `create` made, when the draft could not be marked applied. */
  async undoCreate(record: PostRecord): Promise<void> {
    await this.posts.remove(record._id);
    this.forget(record._id);
    this.sync.changed('posts', record._id);
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
    const updated = await this.posts.repairCommentCount(id, expected, actual);
    if (!updated) return false;
    this.remember(updated);
    this.sync.changed('posts', id);
    return true;
  }

  /** The comment count the comments feature keeps (`$inc`); the lists show it. */
  async commentsCountChanged(id: string, delta: number): Promise<void> {
    const updated = await this.posts.addComments(id, delta);
    if (updated) this.remember(updated);
    this.sync.changed('posts', id);
  }

  private async setContent(id: string, fields: PostContentFields): Promise<void> {
    const updated = await this.posts.setContent(id, fields);
    if (!updated) throw DomainError.of('notFound');
    this.remember(updated);
    this.sync.changed('posts', id);
  }

  /** The lowest number above every known one that no publish here is trying. */
  private reserveCountId(): number {
    let countId = this.highestCountId + 1;
    while (this.reservedCountIds.has(countId)) countId += 1;
    this.reservedCountIds.add(countId);
    return countId;
  }

  private remember(record: PostRecord): PostRecord {
    const previous = this.byId.get(record._id);
    if (!previous || !sameButViews(previous, record)) this.version += 1;
    if (previous && previous.countId !== record.countId) this.byCountId.delete(previous.countId);
    this.byId.set(record._id, record);
    this.byCountId.set(record.countId, record);
    this.highestCountId = Math.max(this.highestCountId, record.countId);
    return record;
  }

  private forget(id: string, { freeNumber } = { freeNumber: true }): void {
    const previous = this.byId.get(id);
    if (!previous) return;
    this.version += 1;
    this.byId.delete(id);
    this.byCountId.delete(previous.countId);
    // An undone publish gives its number back, a deletion here does not; a number taken elsewhere
    // (or deleted elsewhere) is found again by its duplicate key.
    if (freeNumber && previous.countId === this.highestCountId) {
      this.highestCountId = Math.max(0, ...this.byCountId.keys());
    }
  }

  /** The authors, read once each (the users repository caches them). */
  private async userLookup(ids: readonly string[]): Promise<UserLookup> {
    const unique = [...new Set(ids)];
    const users = await Promise.all(unique.map((id) => this.users.findById(id)));
    const byId = new Map(unique.map((id, index) => [id, users[index] ?? null]));
    return (id) => byId.get(id) ?? null;
  }
}

function newestFirst(a: PostRecord, b: PostRecord): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.countId - a.countId;
}

/** Whether two states of an article differ in nothing but their view count. */
function sameButViews(a: PostRecord, b: PostRecord): boolean {
  return JSON.stringify({ ...a, viewsCount: 0 }) === JSON.stringify({ ...b, viewsCount: 0 });
}
