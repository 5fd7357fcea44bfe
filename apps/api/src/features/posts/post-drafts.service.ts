import { Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  draftStatusesOf,
  draftStatusChangeRefusal,
  newPostDraftSchema,
  postBodyBlocks,
  postHasChanges,
  postMessages,
  POSTS_LIMITS,
  sanitizeContentBlocks,
  type CommentSourceType,
  type DraftListItem,
  type DraftStatus,
  type DraftStatusFilter,
  type PostContentInput,
  postDraftSummary,
} from '@vn/domain';
import { CommentSources, type CommentSourceInfo } from '../comments';
import { newObjectId } from '../../platform/ids';
import { OneAtATime } from '../../platform/tasks';
import { allows, FORBIDDEN, requirePermission, type Viewer } from '../../platform/session';
import { ModerationLog } from '../moderation-log';
import { ImageStorage } from '../../platform/storage';
import { UserEventsService } from '../user-events';
import { UsersById } from '../users';
import { PostComments } from './post-comments';
import type { PostDraftRecord, PostRecord } from './post.schema';
import { presentPostDraft } from './posts.presenter';
import { PostDraftsRepository } from './posts.repository';
import { PostsService, type PublishedContent } from './posts.service';

/** What an author's edit becomes once checked: the domain's rules passed, the markup sanitised. */
interface CheckedContent extends PublishedContent {
  shortDescription: string;
}

const DRAFT_MOVED = 'Статус черновика уже изменён';

/**
 * The edit as it may be stored (docs/product §5 New post draft): the domain's `newPostDraftSchema` answers
 * "Нет заголовка" and "Пустое сообщение" with the field named, and every text block's markup is
 * reduced to the allowed tags first (so a body of only stripped markup is empty).
 */
function checkedContent(input: PostContentInput): CheckedContent {
  const body = sanitizeContentBlocks(input.body);
  const parsed = newPostDraftSchema.safeParse({ section: input.section, title: input.title, body });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const message = issue?.message ?? postMessages.bodyEmpty;
    throw new DomainError('invalid', message, { [String(issue?.path[0] ?? 'body')]: message });
  }
  return {
    section: input.section,
    title: input.title.trim(),
    body,
    shortDescription: input.shortDescription,
  };
}

/**
 * Article drafts (docs/product §2.2 /postDrafts/{id}, /addPost; §3 Post draft; §4 Post draft actions, Post
 * editing). Who may see, edit and move a draft is the domain's (`can`, `isDraftStatusChangeAllowed`);
 * a draft the viewer may not see is "Not Found", so its existence is not shown.
 *
 * Publishing (→ applied) is all-or-nothing without transactions: the article is written first, then
 * the draft is marked applied; if marking fails, the article write is undone (a new article deleted,
 * an updated one given its previous content back) before the error is answered. Changes of one draft
 * run one after another on this instance (FerretDB's findOneAndUpdate is not atomic); across
 * instances a create draft still gives one article at most, as the article takes the draft's `_id`.
 */
@Injectable()
export class PostDraftsService {
  private readonly logger = new Logger('PostDraftsService');
  private readonly perDraft = new OneAtATime();

  constructor(
    private readonly drafts: PostDraftsRepository,
    private readonly posts: PostsService,
    private readonly users: UsersById,
    private readonly comments: PostComments,
    private readonly events: UserEventsService,
    private readonly log: ModerationLog,
    private readonly images: ImageStorage,
    sources: CommentSources,
  ) {
    sources.register({
      sourceTypes: ['post', 'postDraft'],
      find: (sourceType, id, viewer) => this.commentSource(sourceType, id, viewer),
      commentsCountChanged: (sourceType, id, delta) =>
        sourceType === 'post'
          ? this.posts.commentsCountChanged(id, delta)
          : this.drafts.addComments(id, delta).then(() => undefined),
      commentCounts: (sourceType) =>
        sourceType === 'post'
          ? {
              stored: (ids) => this.posts.commentCountsOf(ids),
              repair: (id, expected, actual) => this.posts.repairCommentCount(id, expected, actual),
            }
          : {
              stored: (ids) => this.drafts.commentCountsOf(ids),
              repair: (id, expected, actual) =>
                this.drafts.repairCommentCount(id, expected, actual),
            },
    });
  }

  /**
   * `POST /api/postDrafts`: a new article draft, or, with `post`, an update draft of that article
   * (its author or a moderator: `editPost`), made only if something changed (docs/product §4 Post editing:
   * otherwise "Нет изменений"). The poster image is optional.
   */
  async create(
    viewer: Viewer,
    input: PostContentInput & { post?: string | undefined },
    poster?: Buffer,
  ) {
    const content = checkedContent(input);
    const post = input.post ? this.posts.existing(input.post) : null;
    if (post) {
      requirePermission(viewer, 'editPost', { authorId: post.createdBy });
      const current = {
        title: post.title,
        section: post.section,
        body: sanitizeContentBlocks(postBodyBlocks(post.body)),
      };
      if (!postHasChanges(current, content)) {
        throw new DomainError('invalid', postMessages.noChanges);
      }
    }
    const image = poster ? await this.images.saveImage(poster, 'poster') : null;
    const now = new Date();
    const record: PostDraftRecord = {
      _id: newObjectId(),
      type: post ? 'update' : 'create',
      status: 'created',
      ...content,
      post: post?._id ?? null,
      poster: image ? { path: image.full } : null,
      countId: null,
      createdBy: viewer.user._id,
      updatedBy: viewer.user._id,
      createdAt: now,
      updatedAt: now,
      commentsCount: 0,
    };
    try {
      await this.drafts.insert(record);
    } catch (error) {
      if (image) await this.images.remove([image.preview, image.full]);
      throw error;
    }
    return this.present(record);
  }

  /**
   * `GET /api/postDrafts`: the drafts the viewer may see (their own; a moderator everyone's), in
   * the status tab's statuses (docs/product §4 Draft list filters), the latest change first.
   */
  async list(viewer: Viewer, query: { page: number; status: DraftStatusFilter }) {
    const records = await this.drafts.withStatuses(draftStatusesOf(query.status));
    const visible = records.filter((record) =>
      allows(viewer, 'viewDraft', postDraftSummary(record)),
    );
    const size = POSTS_LIMITS.draftsPageSize;
    const onPage = visible.slice(query.page * size, (query.page + 1) * size);
    return {
      drafts: await Promise.all(onPage.map((record) => this.present(record))),
      count: visible.length,
    };
  }

  /**
   * The article drafts the viewer may see, as rows of the /drafts list (docs/product §2.2 type tab
   * "Статьи"), newest change first; the novel drafts feature merges them with its own.
   */
  async listItems(viewer: Viewer, statuses: readonly DraftStatus[]): Promise<DraftListItem[]> {
    const records = await this.drafts.withStatuses(statuses);
    const visible = records.filter((record) =>
      allows(viewer, 'viewDraft', postDraftSummary(record)),
    );
    return Promise.all(
      visible.map(async (record) => ({
        _id: record._id,
        kind: 'post' as const,
        type: record.type,
        title: record.title,
        status: record.status,
        createdBy: {
          _id: record.createdBy,
          username: (await this.users.findById(record.createdBy))?.username ?? record.createdBy,
        },
        createdAt: record.createdAt.toISOString(),
        updatedAt: record.updatedAt.toISOString(),
      })),
    );
  }

  /** `GET /api/postDrafts/{id}`: the draft with its comments ("Комментарии к черновику"). */
  async page(viewer: Viewer, id: string) {
    const record = await this.visible(viewer, id);
    const [draft, comments] = await Promise.all([
      this.present(record),
      this.comments.list(viewer, 'postDraft', id),
    ]);
    return { draft, comments };
  }

  /** `PUT /api/postDrafts/{id}/value`: the edited draft, while `editDraft` allows it. */
  async saveValue(viewer: Viewer, id: string, value: PostContentInput) {
    return this.perDraft.run(id, async () => {
      const record = await this.visible(viewer, id);
      requirePermission(viewer, 'editDraft', postDraftSummary(record));
      const { section, title, body, shortDescription } = checkedContent(value);
      const saved = await this.drafts.setContent(id, record.status, {
        section,
        title,
        body,
        shortDescription,
        updatedBy: viewer.user._id,
        updatedAt: new Date(),
      });
      if (!saved) throw new DomainError('conflict', DRAFT_MOVED);
      return this.present(saved);
    });
  }

  /**
   * `PUT /api/postDrafts/{id}/status`: one step of the post draft machine (docs/product §4), allowed only
   * when one of the viewer's buttons leads there; otherwise 403 and nothing changes. Applying
   * publishes the article and answers its number.
   */
  async changeStatus(viewer: Viewer, id: string, to: DraftStatus, reason?: string) {
    return this.perDraft.run(id, async () => {
      const record = await this.visible(viewer, id);
      const refusal = draftStatusChangeRefusal({
        draft: postDraftSummary(record),
        actor: viewer.actor,
        to,
        now: new Date(),
      });
      if (refusal) {
        throw new DomainError('forbidden', refusal === 'forbidden' ? FORBIDDEN : refusal.sanction);
      }
      const changed =
        to === 'applied'
          ? await this.publish(viewer, record)
          : await this.moveStatus(viewer, record, to, reason);
      await this.announce(viewer, record, changed);
      return {
        draft: await this.present(changed),
        countId: to === 'applied' ? changed.countId : null,
      };
    });
  }

  private async moveStatus(
    viewer: Viewer,
    record: PostDraftRecord,
    to: DraftStatus,
    reason?: string,
  ) {
    // A moderator's words to the author go with the draft (docs/product §A4.4).
    const review =
      reason && record.createdBy !== viewer.user._id
        ? {
            review: {
              by: { _id: viewer.user._id, username: viewer.user.username },
              at: new Date(),
              reason,
            },
          }
        : {};
    const moved = await this.drafts.setStatus(record._id, {
      from: record.status,
      to,
      updatedBy: viewer.user._id,
      updatedAt: new Date(),
      ...review,
    });
    if (!moved) throw new DomainError('conflict', DRAFT_MOVED);
    return moved;
  }

  /** Writes the article, then marks the draft applied; undoes the article if marking fails. */
  private async publish(viewer: Viewer, record: PostDraftRecord): Promise<PostDraftRecord> {
    const content: PublishedContent = {
      title: record.title,
      section: record.section,
      body: record.body,
    };
    // The applied draft keeps its article's number and id (a create draft's article takes its id).
    const markApplied = (post: PostRecord) =>
      this.drafts.setStatus(record._id, {
        from: record.status,
        to: 'applied',
        updatedBy: viewer.user._id,
        updatedAt: new Date(),
        countId: post.countId,
        post: post._id,
      });
    if (record.type === 'create') {
      const post = await this.posts.create({
        _id: record._id,
        createdBy: record.createdBy,
        ...content,
      });
      return this.markOrUndo(
        () => markApplied(post),
        () => this.posts.undoCreate(post),
      );
    }
    const post = this.posts.existing(record.post ?? '');
    const previous = await this.posts.update(post._id, content);
    return this.markOrUndo(
      () => markApplied(post),
      () => this.posts.restore(post._id, previous),
    );
  }

  private async markOrUndo(
    mark: () => Promise<PostDraftRecord | null>,
    undo: () => Promise<void>,
  ): Promise<PostDraftRecord> {
    try {
      const marked = await mark();
      if (!marked) throw new DomainError('conflict', DRAFT_MOVED);
      return marked;
    } catch (error) {
      try {
        await undo();
      } catch (undoError) {
        this.logger.error(`publish not undone after a failure: ${String(undoError)}`);
      }
      throw error;
    }
  }

  /**
   * Tells the creator their draft's new status, and staff that a draft awaits review. News, not the
   * act: a failed notification is logged and the status change stands. A moderator's decline or
   * publish of someone else's draft goes to the moderation log.
   */
  private async announce(viewer: Viewer, before: PostDraftRecord, after: PostDraftRecord) {
    const by = { _id: viewer.user._id, username: viewer.user.username };
    const post = after.status === 'applied' ? after.post : null;
    try {
      await this.events.notify([before.createdBy], {
        type: 'draftStatus',
        createdBy: by,
        postDraft: after._id,
        status: after.status,
        ...(post ? { post } : {}),
      });
      if (after.status === 'waitApprove') {
        await this.events.notify(await this.events.staffIds(), {
          type: 'draftAwaitsReview',
          createdBy: by,
          postDraft: after._id,
          status: after.status,
        });
      }
    } catch (error) {
      this.logger.warn(`draft ${after._id}: notification not sent: ${String(error)}`);
    }
    if (before.createdBy === viewer.user._id) return;
    const author = (await this.users.findById(before.createdBy))?.username ?? before.createdBy;
    if (after.status === 'declined') {
      await this.log.record(
        viewer,
        'declineDraft',
        `отклонён черновик статьи «${before.title}» (${before._id}) пользователя ${author}`,
        { kind: 'postDraft', id: before._id, name: before.title },
      );
    } else if (after.status === 'applied') {
      await this.log.record(
        viewer,
        'applyDraft',
        `опубликована статья №${after.countId} «${after.title}» из черновика ${after._id} пользователя ${author}`,
        // "Whom": the published article (the draft is named in the text).
        ...(after.countId !== null && after.post
          ? [{ kind: 'post', id: after.post, countId: after.countId, name: after.title } as const]
          : []),
      );
    }
  }

  /** The draft, or "Not Found" when it is missing or the viewer may not see it (docs/product §4). */
  private async visible(viewer: Viewer | null, id: string): Promise<PostDraftRecord> {
    const record = await this.drafts.findById(id);
    if (!record || !allows(viewer, 'viewDraft', postDraftSummary(record))) {
      throw DomainError.of('notFound');
    }
    return record;
  }

  /** What the comments feature asks about an article or an article draft. */
  private async commentSource(
    sourceType: CommentSourceType,
    id: string,
    viewer: Viewer | null,
  ): Promise<CommentSourceInfo | null> {
    if (sourceType === 'post') {
      const post: PostRecord | undefined = this.posts.find(id);
      if (!post) return null;
      const place = { kind: 'post', id, countId: post.countId, name: post.title } as const;
      return { authorIds: [post.createdBy], novelId: null, place };
    }
    if (sourceType !== 'postDraft') return null;
    const record = await this.drafts.findById(id);
    if (!record || !allows(viewer, 'viewDraft', postDraftSummary(record))) return null;
    const place = { kind: 'postDraft', id, name: record.title } as const;
    return { authorIds: [record.createdBy], novelId: null, place };
  }

  private async present(record: PostDraftRecord) {
    const author = await this.users.findById(record.createdBy);
    return presentPostDraft(record, (id) => (id === author?._id ? author : null));
  }
}
