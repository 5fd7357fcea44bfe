import { Injectable } from '@nestjs/common';
import {
  canViewDraft,
  DomainError,
  draftStatusesOf,
  DRAFT_LIMITS,
  draftBaseOf,
  draftStatusChangeRefusal,
  fieldReviewMessages,
  isStaffMember,
  mayReviewFields,
  type DraftListItem,
  type FieldDecision,
  type DraftStatus,
  type NovelDraft,
  type NovelDraftValue,
  type draftListQuerySchema,
  novelDraftSummary,
  storedCount,
} from '@vn/domain';
import type { z } from 'zod';
import { newObjectId } from '../../platform/ids';
import { allows, requirePermission, type Viewer } from '../../platform/session';
import { CommentSources, CommentsService } from '../comments';
import { CatalogueIndex, type NovelRecord } from '../novels';
import { PostDraftsService } from '../posts';
import { ModerationLog } from '../moderation-log';
import { UserEventsService } from '../user-events';
import { UsersById } from '../users';
import { DraftApplier, type ApplyPlan } from './draft-applier';
import { DraftImages, noAttachments, type DraftImageFiles } from './draft-images';
import { DraftMerges } from './draft-merge';
import { cleanDraftValue } from './draft-value';
import type { NovelDraftRecord } from './draft.schema';
import { DraftsRepository } from './drafts.repository';

/** What `POST /api/drafts/novels` brings: the value, the project it edits, images and their marks. */
export interface NewNovelDraft {
  novelId?: string;
  value: NovelDraftValue;
  /** For an edit: the project as the form loaded it (docs/product §A4.1). */
  base?: Record<string, unknown>;
  images: DraftImageFiles;
}

/** What `PUT /api/drafts/{id}/value` brings: the edited value and any new images. */
export interface DraftValueChange {
  value: NovelDraftValue;
  images: DraftImageFiles;
}

const STALE = 'Черновик уже изменился, обновите страницу';

/**
 * The reviewed-draft workflow for projects (docs/product §4 Novel draft): proposing, editing,
 * moving through the status machine of libs/domain, deleting. Applying is `DraftApplier`'s.
 * Who may do what is the domain's `can` and `draftActions`, never decided here.
 */
@Injectable()
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepository,
    private readonly applier: DraftApplier,
    private readonly merges: DraftMerges,
    private readonly index: CatalogueIndex,
    private readonly users: UsersById,
    private readonly images: DraftImages,
    private readonly events: UserEventsService,
    private readonly log: ModerationLog,
    private readonly postDrafts: PostDraftsService,
    private readonly comments: CommentsService,
    sources: CommentSources,
  ) {
    sources.register({
      sourceTypes: ['draft'],
      find: async (_type, id, viewer) => {
        const draft = await this.drafts.findById(id);
        if (!draft || !canViewDraft(viewer?.actor ?? null, novelDraftSummary(draft))) return null;
        const place = { kind: 'draft', id, name: draft.title } as const;
        return { authorIds: [draft.createdBy], novelId: null, place };
      },
      commentsCountChanged: (_type, id, delta) => this.drafts.incrementComments(id, delta),
      commentCounts: () => ({
        stored: (ids) => this.drafts.commentCountsOf(ids),
        repair: (id, expected, actual) => this.drafts.repairCommentCount(id, expected, actual),
      }),
    });
  }

  /** `POST /api/drafts/novels`: a draft in status created, its images stored first. */
  async create(viewer: Viewer, input: NewNovelDraft): Promise<NovelDraft> {
    const project = input.novelId ? this.editableProject(input.novelId) : null;
    const value = cleanDraftValue(input.value);
    // The base an edit is merged from (docs/product §A4.1): the project as the author's form loaded
    // it, or as it is now when the form did not say.
    const base = project
      ? input.base
        ? draftBaseOf(input.base)
        : this.merges.fieldsOf(project)
      : null;
    const { attachments, storedUrls } = await this.images.attach(
      value,
      noAttachments(),
      input.images,
    );
    try {
      const now = new Date();
      const draft = await this.drafts.insert({
        _id: newObjectId(),
        type: input.novelId ? 'updateNovel' : 'createNovel',
        title: value.name,
        status: 'created',
        value: JSON.stringify(value),
        novel: input.novelId ?? null,
        createdBy: viewer.user._id,
        updatedBy: null,
        attachedImages: attachments,
        commentsCount: 0,
        applying: null,
        appliedAt: null,
        base: base ? JSON.stringify(base) : null,
        review: null,
        createdAt: now,
        updatedAt: now,
      });
      return this.present(draft);
    } catch (error) {
      await this.images.removeStored(storedUrls);
      throw error;
    }
  }

  /** `GET /api/drafts/{id}`: the draft and, for an update, the project's name and url. */
  async page(viewer: Viewer, id: string) {
    const draft = await this.visible(viewer, id);
    const project = draft.novel ? this.index.get(draft.novel)?.record : undefined;
    return {
      ...(await this.present(draft)),
      novelName: project?.name ?? null,
      novelUrl: project?.url ?? null,
    };
  }

  /**
   * `GET /api/drafts`: the drafts the viewer may see — a moderator all, anyone else their own and
   * those of projects they own (docs/product §4), and article drafts as their feature decides — of the
   * type and status tabs chosen, 20 a page, the latest change first.
   */
  async list(
    viewer: Viewer,
    query: z.infer<typeof draftListQuerySchema>,
  ): Promise<{ drafts: DraftListItem[]; count: number }> {
    const statuses = draftStatusesOf(query.status);
    const size = DRAFT_LIMITS.pageSize;
    if (query.type === 'novel') {
      const { drafts, count } = await this.novelDrafts(viewer, statuses, query.page * size, size);
      return { drafts, count };
    }
    const articles = await this.postDrafts.listItems(viewer, statuses);
    if (query.type === 'post') {
      return {
        drafts: articles.slice(query.page * size, (query.page + 1) * size),
        count: articles.length,
      };
    }
    // Both kinds: the first (page + 1) × 20 of each, merged by their latest change, are enough to
    // cut the page from.
    const novels = await this.novelDrafts(viewer, statuses, 0, (query.page + 1) * size);
    const merged = [...novels.drafts, ...articles].sort(
      (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b._id.localeCompare(a._id),
    );
    return {
      drafts: merged.slice(query.page * size, (query.page + 1) * size),
      count: novels.count + articles.length,
    };
  }

  private async novelDrafts(
    viewer: Viewer,
    statuses: readonly DraftStatus[],
    skip: number,
    limit: number,
  ): Promise<{ drafts: DraftListItem[]; count: number }> {
    // Staff see every draft; anyone else their own and those on projects they own.
    const of = allows(viewer, 'viewAllDrafts')
      ? undefined
      : { userId: viewer.user._id, ownedNovelIds: viewer.actor.ownedNovelIds };
    const { drafts, count } = await this.drafts.page({ statuses, of }, skip, limit);
    const items = await Promise.all(
      drafts.map(async (draft) => ({
        _id: draft._id,
        kind: 'novel' as const,
        type: draft.type,
        title: draft.title,
        status: draft.status,
        createdBy: await this.userRef(draft.createdBy),
        createdAt: draft.createdAt.toISOString(),
        updatedAt: draft.updatedAt.toISOString(),
        ...(this.merges.isStale(draft) ? { staleBase: true } : {}),
      })),
    );
    return { drafts: items, count };
  }

  /**
   * `PUT /api/drafts/{id}/value`: a new version of the proposed project, with any new images, while
   * it may be edited. Uploads the new version no longer shows are removed once it is saved.
   */
  async updateValue(viewer: Viewer, id: string, input: DraftValueChange): Promise<NovelDraft> {
    const draft = await this.visible(viewer, id);
    requirePermission(viewer, 'editDraft', novelDraftSummary(draft));
    const value = cleanDraftValue(input.value);
    const { attachments, storedUrls } = await this.images.attach(
      value,
      draft.attachedImages,
      input.images,
    );
    const updated = await this.drafts
      .updateIf(
        id,
        { status: draft.status, updatedAt: draft.updatedAt },
        {
          value: JSON.stringify(value),
          title: value.name,
          updatedBy: viewer.user._id,
          attachedImages: attachments,
        },
      )
      .catch(async (error: unknown) => {
        await this.images.removeStored(storedUrls);
        throw error;
      });
    if (!updated) {
      await this.images.removeStored(storedUrls);
      throw new DomainError('conflict', STALE);
    }
    await this.images.removeDropped(draft.attachedImages, attachments);
    return this.present(updated);
  }

  /**
   * `PUT /api/drafts/{id}/status`: only a move one of the viewer's buttons makes (the domain's
   * machine); applying answers the project's url (docs/product §4), any other move answers null.
   */
  async changeStatus(
    viewer: Viewer,
    id: string,
    to: DraftStatus,
    reason?: string,
  ): Promise<{ status: DraftStatus; url: string | null }> {
    const draft = await this.visible(viewer, id);
    const refusal = draftStatusChangeRefusal({
      draft: novelDraftSummary(draft),
      actor: viewer.actor,
      to,
      now: new Date(),
    });
    if (refusal) {
      throw new DomainError(
        'forbidden',
        refusal === 'forbidden'
          ? `Нельзя перевести черновик из «${draft.status}» в «${to}»`
          : refusal.sanction,
      );
    }
    if (to === 'applied') {
      const url = await this.applier.apply(viewer, draft, (current) =>
        this.merges.wholePlan(viewer, draft, current),
      );
      return { status: 'applied', url };
    }
    // A reviewer's words to the author go with the draft (docs/product §A4.4); the author's own
    // moves and moves without words leave the last review as it was.
    const review =
      reason && draft.createdBy !== viewer.user._id
        ? {
            review: {
              by: { _id: viewer.user._id, username: viewer.user.username },
              at: new Date(),
              accepted: [],
              rejected: [],
              reason,
            },
          }
        : {};
    const moved = await this.drafts.updateIf(
      id,
      { status: draft.status },
      { status: to, updatedBy: viewer.user._id, ...review },
    );
    if (!moved) throw new DomainError('conflict', STALE);
    await this.statusChanged(viewer, moved);
    return { status: to, url: null };
  }

  /** `GET /api/drafts/{id}/review` (docs/product §A4.1): the edit draft field by field. */
  async merge(viewer: Viewer, id: string) {
    const { draft, project } = await this.reviewable(viewer, id);
    const fields = this.merges.mergesOf(draft, project);
    return {
      fields,
      stale: this.merges.isStale(draft),
      mayReview: mayReviewFields({
        draft: novelDraftSummary(draft),
        actor: viewer.actor,
        now: new Date(),
      }),
    };
  }

  /**
   * `PUT /api/drafts/{id}/review` (docs/product §A4.2): the reviewer's decisions, applied over the
   * project as it now is as one revision credited to the draft's author; rejected fields go back to
   * the author. Whoever may apply the draft may review it.
   */
  async review(viewer: Viewer, id: string, decisions: readonly FieldDecision[]) {
    const { draft } = await this.reviewable(viewer, id);
    const summary = novelDraftSummary(draft);
    if (!mayReviewFields({ draft: summary, actor: viewer.actor, now: new Date() })) {
      const refusal = draftStatusChangeRefusal({
        draft: summary,
        actor: viewer.actor,
        to: 'applied',
        now: new Date(),
      });
      throw new DomainError(
        'forbidden',
        refusal && refusal !== 'forbidden' ? refusal.sanction : 'Недостаточно прав',
      );
    }
    const author = await this.userRef(draft.createdBy);
    let decided: ApplyPlan['decided'];
    const url = await this.applier.apply(viewer, draft, (current) => {
      if (!current) throw DomainError.of('notFound');
      const plan = this.merges.reviewPlan({
        draft,
        current,
        decisions,
        creditTo: author,
        reviewer: viewer,
      });
      decided = plan.decided;
      return plan;
    });
    const rejected = decided?.rejected ?? [];
    return {
      status: rejected.length > 0 ? ('created' as const) : ('applied' as const),
      url,
      changed: decided?.changed ?? [],
      rejected,
    };
  }

  /** An edit draft the viewer sees, and its project: a new project's draft has no merge. */
  private async reviewable(viewer: Viewer, id: string) {
    const draft = await this.visible(viewer, id);
    if (!draft.novel) throw new DomainError('invalid', fieldReviewMessages.notReviewable);
    return { draft, project: this.editableProject(draft.novel) };
  }

  /** `DELETE /api/drafts/{id}`: a draft never applied, with the images only it held. */
  async remove(viewer: Viewer, id: string): Promise<{ deleted: true }> {
    const draft = await this.visible(viewer, id);
    requirePermission(viewer, 'deleteDraft', novelDraftSummary(draft));
    await this.drafts.delete(id);
    // Its discussion goes with it: nobody could reach it any more.
    await this.comments.removeAllOf('draft', id);
    await this.images.removeAll(draft.attachedImages);
    return { deleted: true };
  }

  /** Who is notified of a move (docs/product §2.5), and the log line of a moderator's decision. */
  private async statusChanged(viewer: Viewer, draft: NovelDraftRecord): Promise<void> {
    const createdBy = { _id: viewer.user._id, username: viewer.user.username };
    const refs = { draft: draft._id, novel: draft.novel, status: draft.status };
    await this.events.notify([draft.createdBy], { type: 'draftStatus', createdBy, ...refs });
    if (draft.status === 'waitApprove') {
      const owners = draft.novel ? (this.index.get(draft.novel)?.record.owners ?? []) : [];
      const reviewers = [...(await this.events.staffIds()), ...owners];
      await this.events.notify(
        reviewers.filter((id) => id !== draft.createdBy),
        { type: 'draftAwaitsReview', createdBy, ...refs },
      );
    }
    if (draft.status === 'declined' && isStaffMember(viewer.user.role)) {
      await this.log.record(
        viewer,
        'declineDraft',
        `отклонён черновик «${draft.title}» (${draft._id})`,
        { kind: 'draft', id: draft._id, name: draft.title },
      );
    }
  }

  /** The draft, or "Not Found" for a missing one and for one the viewer may not see (docs/product §4). */
  private async visible(viewer: Viewer, id: string): Promise<NovelDraftRecord> {
    const draft = await this.drafts.findById(id);
    if (!draft || !canViewDraft(viewer.actor, novelDraftSummary(draft)))
      throw DomainError.of('notFound');
    return draft;
  }

  private editableProject(novelId: string): NovelRecord {
    const project = this.index.get(novelId);
    if (!project || project.record.removed) throw DomainError.of('notFound');
    return project.record;
  }

  private async userRef(id: string): Promise<{ _id: string; username: string }> {
    const user = await this.users.findById(id);
    return { _id: id, username: user?.username ?? 'Удалённый пользователь' };
  }

  private async present(draft: NovelDraftRecord): Promise<NovelDraft> {
    return {
      _id: draft._id,
      type: draft.type,
      title: draft.title,
      status: draft.status,
      value: draft.value,
      novel: draft.novel,
      createdBy: await this.userRef(draft.createdBy),
      updatedBy: draft.updatedBy ? await this.userRef(draft.updatedBy) : null,
      createdAt: draft.createdAt.toISOString(),
      updatedAt: draft.updatedAt.toISOString(),
      comments: storedCount(draft.commentsCount),
      attachedImages: {
        poster: draft.attachedImages.poster,
        screenshots: draft.attachedImages.screenshots,
        bg: draft.attachedImages.bg,
      },
      review: draft.review ? { ...draft.review, at: draft.review.at.toISOString() } : null,
    };
  }
}
