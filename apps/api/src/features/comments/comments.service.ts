import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  moderationTargetHref,
  assertNever,
  blocksToMarkup,
  commentHasContent,
  commentInputMessages,
  commentNotificationPlan,
  commentRemoval,
  commentSubtree,
  DomainError,
  isPublicCommentSource,
  isReviewAllowed,
  markupPlainText,
  markupToBlocks,
  parseMarkup,
  publicCommentSourceTypes,
  removedCommentDetails,
  sanitizeContentBlocks,
  sanitizeMarkupText,
  type CommentMood,
  type Comment,
  type CommentResult,
  type CommentSourceType,
  type CommentsQuery,
  type ContentBlock,
  type ModerationPlace,
  type NewCommentBody,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { requirePermission, type Viewer } from '../../platform/session';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { ModerationLog } from '../moderation-log';
import { ImageStorage } from '../../platform/storage';
import { UserEventsService } from '../user-events';
import { CommentPresenter } from './comment.presenter';
import { userCommentKey, type CommentLikeRecord, type CommentRecord } from './comment.schema';
import { CommentSources, type CommentSourceInfo } from './comment-sources';
import { CommentThreads, newestFirstPage } from './comment-threads';
import { CommentsRepository, type CommentsFilter } from './comments.repository';
import { LatestComments } from './latest-comments';

/** Comments deleted with their sources, and their likes, as read: what undoing it puts back. */
export interface TakenComments {
  comments: CommentRecord[];
  likes: CommentLikeRecord[];
}

/** What a new comment says: markup, or (a review) content blocks that become its markup too. */
type NewText = { content: string } | { body: readonly ContentBlock[] };

export interface NewComment {
  source: string;
  sourceType: CommentSourceType;
  parent?: string | null;
  answerComment?: string | null;
  images: { preview: string; full: string }[];
  review: boolean;
  mood?: CommentMood | null;
}

function emptyComment(): DomainError {
  const { emptyComment: message } = commentInputMessages;
  return new DomainError('invalid', message, { content: message });
}

function badAnswer(field: 'parent' | 'answerComment', message: string): DomainError {
  return new DomainError('invalid', message, { [field]: message });
}

/** The markup and blocks a text is stored as, sanitised; "Пустое сообщение" for a review with none. */
function cleanText(
  text: NewText,
  imageCount: number,
): { content: string; body: ContentBlock[] | null } {
  if ('content' in text) {
    const content = sanitizeMarkupText(text.content);
    if (!commentHasContent({ content, imageCount })) throw emptyComment();
    return { content, body: null };
  }
  const body = sanitizeContentBlocks(text.body);
  // Read back once more, so the markup is canonical too (a spoiler block adds a level of nesting).
  const content = sanitizeMarkupText(blocksToMarkup(body));
  if (!commentHasContent({ content, imageCount: 0 })) {
    const message = commentInputMessages.emptyReview;
    throw new DomainError('invalid', message, { body: message });
  }
  return { content, body };
}

/**
 * Comments and reviews (docs/product §3 Comment, §4 Comments, §5 Comment and Review, §7): rich text is
 * sanitised on the way in, the source (a project, a draft, an article, an article draft) is
 * resolved through the `CommentSources` registry, and its count is kept by `$inc`. A review is a
 * top-level comment on a project with `review: true` and a body of content blocks.
 */
@Injectable()
export class CommentsService {
  private readonly logger = new Logger('CommentsService');

  constructor(
    private readonly repository: CommentsRepository,
    private readonly latestComments: LatestComments,
    private readonly threads: CommentThreads,
    private readonly sources: CommentSources,
    private readonly presenter: CommentPresenter,
    private readonly events: UserEventsService,
    private readonly moderationLog: ModerationLog,
    private readonly images: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every comment of a source, oldest first, as the viewer sees them. The caller has decided the
   * viewer may see the source (the posts and drafts features call this for their pages).
   */
  async listForSource(
    viewer: Viewer | null,
    sourceType: CommentSourceType,
    sourceId: string,
  ): Promise<CommentResult[]> {
    return this.presenter.present(await this.threads.of(sourceType, sourceId), viewer);
  }

  /** The newest comments on projects and articles, for the main page (`LatestComments`). */
  latest(limit: number): Promise<Comment[]> {
    return this.latestComments.newest(limit);
  }

  /** What `latest` answers, and the guests' answers that show comments, move with this. */
  get version(): number {
    return this.latestComments.version;
  }

  /**
   * Removes every comment of a source that is itself going away for good (a deleted novel draft),
   * with their likes and review marks; nothing is counted down, as the counter goes with the source.
   */
  async removeAllOf(sourceType: CommentSourceType, sourceId: string): Promise<void> {
    const comments = await this.repository.forSource(sourceType, sourceId);
    await this.freeReviewSlots(comments);
    await this.repository.deleteMany(comments.map((comment) => comment._id));
  }

  /**
   * Every comment of these sources with the likes given to them: what deleting sources that go
   * away for good (an article and its drafts) takes, read before it is deleted (`deleteTaken`), so
   * that a deletion that fails later can put it all back (`putBack`).
   */
  async allOf(
    sources: readonly { sourceType: CommentSourceType; sourceId: string }[],
  ): Promise<TakenComments> {
    const comments = (
      await Promise.all(
        sources.map(({ sourceType, sourceId }) => this.repository.forSource(sourceType, sourceId)),
      )
    ).flat();
    const likes = await this.repository.likesOfComments(comments.map((comment) => comment._id));
    return { comments, likes };
  }

  /**
   * Deletes what `allOf` read, likes included. Nothing is counted down, as the counters go with
   * the sources; articles and their drafts have no reviews to free.
   */
  async deleteTaken(taken: TakenComments): Promise<void> {
    await this.repository.deleteMany(taken.comments.map((comment) => comment._id));
  }

  /** Puts back what `allOf` read, whether or not it was deleted yet (a failed deletion's undo). */
  async putBack(taken: TakenComments): Promise<void> {
    await this.repository.putBack(taken.comments, taken.likes);
  }

  /** `GET /api/comments/draft/{id}`: a novel draft's comments, for those who may see the draft. */
  async draftComments(viewer: Viewer, draftId: string): Promise<CommentResult[]> {
    await this.sources.find('draft', draftId, viewer);
    return this.listForSource(viewer, 'draft', draftId);
  }

  /**
   * `GET /api/comments`: newest first, a page at a time. Without a source only projects' and
   * articles' comments are listed, as drafts are private; with one, the viewer must be allowed to
   * see it. Removed comments ("Комментарий удален") stay in a source's list, where they hold their
   * replies' thread together, and are left out of the others, where there is nothing to read.
   */
  async list(viewer: Viewer | null, query: CommentsQuery) {
    const { records, count } = query.source
      ? await this.sourcePage(viewer, query, query.source)
      : await this.publicPage(query);
    return { comments: await this.presenter.present(records, viewer), count };
  }

  /** A page of one source's comments, from its kept thread (`CommentThreads`). */
  private async sourcePage(viewer: Viewer | null, query: CommentsQuery, source: string) {
    if (!query.sourceType) {
      throw new DomainError('invalid', 'Укажите sourceType вместе с source', {
        sourceType: 'Обязательно вместе с source',
      });
    }
    await this.sources.find(query.sourceType, source, viewer);
    return newestFirstPage(await this.threads.of(query.sourceType, source), query);
  }

  /** A page of the projects' and articles' comments (or of one of these kinds), removed ones left out. */
  private publicPage(query: CommentsQuery) {
    if (query.sourceType && !isPublicCommentSource(query.sourceType)) {
      throw new DomainError('invalid', 'Комментарии к черновикам — только вместе с source', {
        source: 'Обязательно для черновиков',
      });
    }
    const filter: CommentsFilter = {
      sourceTypes: query.sourceType ? [query.sourceType] : publicCommentSourceTypes,
      removed: false,
      ...(query.createdBy && { createdBy: query.createdBy }),
    };
    return this.repository.page(filter, query.page, query.limit);
  }

  /** `POST /api/comments`. */
  create(viewer: Viewer, body: NewCommentBody) {
    const { content, ...comment } = body;
    return this.write(viewer, comment, { content });
  }

  /** `POST /api/novelReviews`: a review is a top-level comment on the project. */
  createReview(
    viewer: Viewer,
    review: { novel: string; body: readonly ContentBlock[]; mood?: CommentMood | null },
  ) {
    return this.write(
      viewer,
      { source: review.novel, sourceType: 'game', images: [], review: true, mood: review.mood },
      { body: review.body },
    );
  }

  private async write(viewer: Viewer, input: NewComment, text: NewText) {
    const parentId = input.parent ?? input.answerComment ?? null;
    if (input.review && !isReviewAllowed({ sourceType: input.sourceType, parentId })) {
      const message = commentInputMessages.reviewNotAllowed;
      throw new DomainError('invalid', message, { review: message });
    }
    const { content, body } = cleanText(text, input.images.length);
    const source = await this.sources.find(input.sourceType, input.source, viewer);
    const { thread, place } = await this.threads.placeReply(input.sourceType, input.source, input);
    if (place.refused) throw badAnswer(place.field, place.message);
    const { parent, answerComment, answered } = place;
    const now = new Date();
    const review = input.review;
    const record: CommentRecord = {
      _id: newObjectId(),
      content,
      // A review always has blocks (§3 Review: body array), whichever call wrote it.
      body: review ? (body ?? markupToBlocks(content)) : null,
      version: review ? 2 : 1,
      images: input.images,
      parent,
      answerComment,
      source: input.source,
      sourceType: input.sourceType,
      novel: input.sourceType === 'game' ? input.source : source.novelId,
      createdBy: viewer.user._id,
      createdAt: now,
      updatedAt: now,
      removed: false,
      review,
      // §5: the mood is kept only on a review.
      mood: review ? (input.mood ?? null) : null,
      likes: 0,
      dislikes: 0,
    };
    const reviewKey = userCommentKey(viewer.user._id, input.source);
    if (review) await this.repository.markReview(reviewKey, record._id);
    try {
      await this.repository.insert(record);
    } catch (error) {
      if (review) await this.repository.unmarkReview(reviewKey);
      throw error;
    }
    await this.countChanged(record, 1);
    await this.notifyOfComment(viewer, record, source, answered);
    const comments = await this.presenter.present([...thread, record], viewer);
    return { comment: comments.at(-1) as CommentResult, comments };
  }

  /** `PUT /api/comments/{id}`: new text and images, by the author or a moderator. */
  async update(
    viewer: Viewer,
    id: string,
    changes: { content: string; images?: { preview: string; full: string }[] },
  ) {
    const record = await this.editable(viewer, id);
    const images = changes.images ?? record.images;
    const { content } = cleanText({ content: changes.content }, images.length);
    const updated = await this.repository.set(id, {
      content,
      images,
      // A review keeps its blocks in step with its text.
      ...(record.review ? { body: markupToBlocks(content), version: 2 } : {}),
      updatedAt: new Date(),
    });
    if (!updated) throw DomainError.of('notFound');
    return this.presenter.presentOne(updated, viewer);
  }

  /** `PUT /api/novelReviews/{id}`: a review's new body, and its mood (left out: kept). */
  async updateReview(
    viewer: Viewer,
    id: string,
    changes: { body: readonly ContentBlock[]; mood?: CommentMood | null },
  ) {
    const record = await this.editable(viewer, id);
    if (!record.review) {
      const message = commentInputMessages.notAReview;
      throw new DomainError('invalid', message, { id: message });
    }
    const { content, body } = cleanText({ body: changes.body }, 0);
    const updated = await this.repository.set(id, {
      content,
      body,
      version: 2,
      ...(changes.mood === undefined ? {} : { mood: changes.mood }),
      updatedAt: new Date(),
    });
    if (!updated) throw DomainError.of('notFound');
    return this.presenter.presentOne(updated, viewer);
  }

  /** A comment the viewer may edit now: it exists, is not removed, and its source is visible. */
  private async editable(viewer: Viewer, id: string): Promise<CommentRecord> {
    const record = await this.existing(id);
    requirePermission(viewer, 'editComment', { authorId: record.createdBy });
    if (record.removed) {
      const message = commentInputMessages.commentRemoved;
      throw new DomainError('invalid', message, { id: message });
    }
    await this.sources.find(record.sourceType, record.source, viewer);
    return record;
  }

  /**
   * A comment as a report names it (docs/product §A3): its opening words, the page it is on, its
   * author; null when it is gone, removed, or on something the viewer may not see.
   */
  async reportSubject(
    viewer: Viewer,
    id: string,
  ): Promise<{ name: string; href: string | null; authorId: string } | null> {
    const record = await this.repository.findById(id);
    if (!record || record.removed) return null;
    const source = await this.sources
      .find(record.sourceType, record.source, viewer)
      .catch(() => null);
    if (!source) return null;
    const words = markupPlainText(parseMarkup(record.content)).replace(/\s+/g, ' ').trim();
    return {
      name: words.slice(0, 80),
      href: source.place ? moderationTargetHref(source.place) : null,
      authorId: record.createdBy,
    };
  }

  private async existing(id: string): Promise<CommentRecord> {
    const record = await this.repository.findById(id);
    if (!record) throw DomainError.of('notFound');
    return record;
  }

  /**
   * `DELETE /api/comments/{id}` (docs/product §4 Comments): a comment with replies stays, removed, as
   * "Комментарий удален"; one without is deleted, and so is a removed comment above it that has no
   * replies left. `force` (staff) deletes the comment with everything under it and is logged. A
   * moderator's removal of another's comment is logged too, and a comment that stays names its
   * line (docs/product §A2.10); an author's own removal is not.
   */
  async remove(viewer: Viewer, id: string, force: boolean) {
    const record = await this.existing(id);
    requirePermission(viewer, 'deleteComment', { authorId: record.createdBy });
    if (force) requirePermission(viewer, 'forceDeleteComment');
    const thread = await this.repository.forSource(record.sourceType, record.source);
    if (force) return this.forceRemove(viewer, record, thread);
    // Only staff may delete another's comment (`can()`, docs/product §6), so such a removal is a
    // moderator's; one already removed has nothing left to remove.
    const byModerator = record.createdBy !== viewer.user._id && !record.removed;
    const removal = commentRemoval(record, thread);
    switch (removal.kind) {
      case 'nothing':
        return { deleted: [], comment: await this.presenter.presentOne(record, viewer) };
      case 'remove': {
        const line = byModerator ? await this.logRemoval(viewer, record) : null;
        const removed = await this.afterLogLine(line, () =>
          this.repository.markRemoved(
            id,
            line === null ? null : { moderatorId: viewer.user._id, logEntry: line },
          ),
        );
        if (!removed) throw DomainError.of('notFound');
        await this.forget([record]);
        return { deleted: [], comment: await this.presenter.presentOne(removed, viewer) };
      }
      case 'delete': {
        const line = byModerator ? await this.logRemoval(viewer, record) : null;
        const ids = removal.gone.map((comment) => comment._id);
        await this.afterLogLine(line, () => this.repository.deleteMany(ids).then(() => ids));
        await this.forget(removal.gone);
        return { deleted: ids, comment: null };
      }
      default:
        return assertNever(removal);
    }
  }

  /**
   * Logs a moderator's removal of another's comment (docs/product §A2.10): whose it was and where,
   * for everyone; never its words, in the staff's sentence either, since it was removed for them.
   * Answers the line's id.
   */
  private async logRemoval(viewer: Viewer, record: CommentRecord): Promise<string> {
    const author = await this.presenter.authorName(record);
    const place = await this.placeOf(record, viewer);
    return this.moderationLog.record(
      viewer,
      'removeComment',
      `удалил комментарий ${record._id} (${record.sourceType} ${record.source}) пользователя ` +
        `${author} (${record.createdBy})`,
      { kind: 'comment', id: record._id, name: '', on: place },
      removedCommentDetails(author, place),
    );
  }

  /**
   * The removal's write, after its log line (`line`, null when none is logged). The line comes first
   * because the comment names it in the one write that removes it (docs/product §A2.10): a comment
   * never reads «удален модератором» without its line. When the write fails, or finds the comment
   * gone or removed meanwhile (null), the line is withdrawn (ADR 0006), so the log does not tell of
   * a removal that did not happen. Only a crash between the two can leave such a line, beside the
   * comment still shown as it was; never a comment shown as removed with no line to link to.
   * Removing it again then writes a second line.
   */
  private async afterLogLine<T>(
    line: string | null,
    write: () => Promise<T | null>,
  ): Promise<T | null> {
    if (line === null) return write();
    let written: T | null;
    try {
      written = await write();
    } catch (error) {
      await this.withdrawLine(line);
      throw error;
    }
    if (written === null) await this.withdrawLine(line);
    return written;
  }

  /** An undo that fails is logged, and the failure it undoes still answers (ADR 0006). */
  private async withdrawLine(line: string): Promise<void> {
    try {
      await this.moderationLog.withdraw(line);
    } catch (error) {
      this.logger.error(`moderation log line ${line} not withdrawn: ${String(error)}`);
    }
  }

  /** Where a comment is, for the log's link; null for a source gone since. */
  private placeOf(record: CommentRecord, viewer: Viewer): Promise<ModerationPlace | null> {
    return this.sources
      .find(record.sourceType, record.source, viewer)
      .then((source) => source.place)
      .catch(() => null);
  }

  private async forceRemove(
    viewer: Viewer,
    record: CommentRecord,
    thread: readonly CommentRecord[],
  ) {
    const gone = commentSubtree(record, thread);
    await this.repository.deleteMany(gone.map((comment) => comment._id));
    await this.forget(gone);
    const excerpt = markupPlainText(parseMarkup(record.content)).replace(/\s+/g, ' ').trim();
    const place = await this.placeOf(record, viewer);
    await this.moderationLog.record(
      viewer,
      'forceDeleteComment',
      `удалил комментарий ${record._id} (${record.sourceType} ${record.source}, автор ` +
        `${record.createdBy}) с ответами: ${gone.length - 1}; текст: «${excerpt.slice(0, 200)}»`,
      { kind: 'comment', id: record._id, name: excerpt.slice(0, 80), on: place },
      gone.length > 1 ? `с ответами: ${gone.length - 1}` : '',
    );
    return { deleted: gone.map((comment) => comment._id), comment: null };
  }

  /**
   * What goes with comments that no longer count: the source's count (a removed comment stopped
   * counting when it was removed) and the review marks, so their authors may review again.
   */
  private async forget(comments: readonly CommentRecord[]): Promise<void> {
    const counted = comments.filter((comment) => !comment.removed);
    await this.freeReviewSlots(comments);
    const [first] = comments;
    if (first && counted.length > 0) await this.countChanged(first, -counted.length);
  }

  /** Their authors may review the project again once these reviews are gone. */
  private async freeReviewSlots(comments: readonly CommentRecord[]): Promise<void> {
    for (const comment of comments) {
      if (comment.review && !comment.removed) {
        await this.repository.unmarkReview(userCommentKey(comment.createdBy, comment.source));
      }
    }
  }

  private async countChanged(comment: CommentRecord, delta: number): Promise<void> {
    try {
      await this.sources.commentsCountChanged(comment.sourceType, comment.source, delta);
    } catch (error) {
      // The comment is written; a count that missed a step is not worth failing it for.
      this.logger.warn(
        `comment count of ${comment.sourceType} ${comment.source}: ${String(error)}`,
      );
    }
  }

  /**
   * Tells who should know (user event types of the API contract): the author of the comment
   * answered (if they want replies on that project), the authors of the draft or article, and the
   * project's comment followers — each once, the reply first. News, not the act: a failure is
   * logged, the comment stands.
   */
  private async notifyOfComment(
    viewer: Viewer,
    record: CommentRecord,
    source: CommentSourceInfo,
    answered: CommentRecord | null,
  ): Promise<void> {
    try {
      const answeredAuthorId =
        answered && (await this.events.wantsAnswers(answered.createdBy, record.novel))
          ? answered.createdBy
          : null;
      const authorsKind =
        record.sourceType === 'post'
          ? 'postComment'
          : record.sourceType === 'draft' || record.sourceType === 'postDraft'
            ? 'draftComment'
            : null;
      const followers =
        record.sourceType === 'game' && record.novel
          ? await this.events.followersOf(record.novel, 'comments')
          : [];
      const plan = commentNotificationPlan({
        commenterId: viewer.user._id,
        answeredAuthorId,
        sourceAuthors: authorsKind ? { kind: authorsKind, userIds: source.authorIds } : null,
        followers,
      });
      const refs = {
        createdBy: { _id: viewer.user._id, username: viewer.user.username },
        comment: record._id,
        answerComment: answered?._id ?? null,
        parentComment: record.parent,
        novel: record.novel,
        draft: record.sourceType === 'draft' ? record.source : null,
        post: record.sourceType === 'post' ? record.source : null,
        postDraft: record.sourceType === 'postDraft' ? record.source : null,
      };
      for (const { kind, userIds } of plan)
        await this.events.notify(userIds, { type: kind, ...refs });
    } catch (error) {
      this.logger.warn(`notifications of comment ${record._id} failed: ${String(error)}`);
    }
  }

  /** `POST /api/uploadImage/comment`: answers the stored image's full URL. */
  async uploadImage(image: Buffer | undefined): Promise<string> {
    if (!image) throw new DomainError('invalid', 'Нет изображения', { image: 'Нет изображения' });
    const stored = await this.images.saveImage(image, 'comment');
    return stored.full.startsWith('/') ? `${this.config.publicUrl}${stored.full}` : stored.full;
  }
}
