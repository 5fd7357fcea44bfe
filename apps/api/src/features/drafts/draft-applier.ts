import { Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  isStaffMember,
  type DraftStatus,
  type NovelDraftValue,
  type ProjectChangeField,
  type UserRef,
  type VocabularyKind,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { isDuplicateKeyOn } from '../../platform/database';
import { OneAtATime } from '../../platform/tasks';
import { ModerationLog } from '../moderation-log';
import { CatalogueIndex, newProjectCounters, type NovelRecord, NovelsRepository } from '../novels';
import type { Viewer } from '../../platform/session';
import { UserEventsService } from '../user-events';
import { VocabulariesService } from '../vocabularies';
import { changedFields, contentOfProject, projectContentOf } from './draft-value';
import type { NovelDraftRecord, ProjectContent, RevisionRecord } from './draft.schema';
import { DraftsRepository } from './drafts.repository';

const STALE = 'Черновик уже изменился, обновите страницу';
const vocabularyFields = { genres: 'genreIds', tags: 'tagIds', platforms: 'platformIds' } as const;

/** A step already done, and how to take it back. */
type Undo = () => Promise<void>;

/**
 * What an apply writes: the project as it will be, whom its revision credits, and what becomes of
 * the draft — applied, or (a review that rejected fields, docs/product §A4.2) back to its author.
 */
export interface ApplyPlan {
  value: NovelDraftValue;
  creditTo: Pick<UserRef, '_id' | 'username'>;
  /** The draft's status after the apply, and what else changes in it, given the project. */
  draftAfter: (project: NovelRecord) => { status: DraftStatus } & Partial<NovelDraftRecord>;
  /** For the log line: what was decided, when a review decided it. */
  summary?: string;
  /** The fields that changed the project and those sent back, when a review decided. */
  decided?: { changed: ProjectChangeField[]; rejected: ProjectChangeField[] };
}

/**
 * Applies a novel draft (docs/product §4: "Apply sets applied, resets the novel cache and returns
 * the resulting url"), all or nothing (ADR 0006). Neither FerretDB nor a single MongoDB server
 * without a replica set gives transactions, so the apply is a sequence of steps, each recording how
 * to undo itself; a failure at any step undoes the ones done, newest first, and the database is as
 * before:
 *
 * 1. claim the draft (`applying` set, only if it is still in the status it was read in);
 * 2. add the vocabulary values the draft proposes;
 * 3. write the project through `NovelsRepository` (insert, or the changed fields), which keeps the
 *    catalogue index current on this instance and tells the others;
 * 4. keep the revision (and, for a project that predates drafts, its baseline first);
 * 5. mark the draft applied, releasing the claim.
 *
 * Applies that touch one project run one at a time in the process; across instances the claim and
 * the revision's `${novelId}:${number}` key refuse the second of two racing applies.
 */
@Injectable()
export class DraftApplier {
  private readonly logger = new Logger('DraftApplier');
  private readonly oneAtATime = new OneAtATime();

  constructor(
    private readonly drafts: DraftsRepository,
    private readonly novels: NovelsRepository,
    private readonly index: CatalogueIndex,
    private readonly vocabularies: VocabulariesService,
    private readonly events: UserEventsService,
    private readonly log: ModerationLog,
  ) {}

  /**
   * Applies the draft the viewer may apply (the caller checked the machine) as the plan says; the
   * plan is made inside the turn of the draft's project, from the project as it then is, so two
   * applies on one project never work from the same state. Answers the url.
   */
  apply(
    viewer: Viewer,
    draft: NovelDraftRecord,
    planOf: (current: NovelRecord | null) => ApplyPlan,
  ): Promise<string> {
    return this.oneAtATime.run(draft.novel ?? `draft:${draft._id}`, () =>
      this.applyNow(viewer, draft, planOf),
    );
  }

  private async applyNow(
    viewer: Viewer,
    draft: NovelDraftRecord,
    planOf: (current: NovelRecord | null) => ApplyPlan,
  ): Promise<string> {
    const current = draft.novel ? this.existingProject(draft.novel) : null;
    const plan = planOf(current);
    const value = plan.value;
    const url = value.url ?? '';
    const holder = this.index.getByUrl(url);
    if (holder && holder.record._id !== current?._id) throw DomainError.of('hasNovelByUrl', url);

    const claimedAt = new Date();
    const claimed = await this.drafts.updateIf(
      draft._id,
      { status: draft.status, applying: staleClaim(draft, claimedAt) },
      { applying: claimedAt },
      { touch: false },
    );
    if (!claimed) throw new DomainError('conflict', STALE);

    const undo: Undo[] = [];
    try {
      const vocabulary = await this.resolveVocabulary(value, undo);
      const content = projectContentOf(value, vocabulary, current);
      const project = current
        ? await this.update(current, content, undo)
        : await this.insert(draft, content, undo);
      // A review that accepted nothing changes no field: no revision to keep.
      if (project !== current) {
        await this.keepRevision({ by: plan.creditTo, draft, before: current, project }, undo);
      }
      const after = plan.draftAfter(project);
      const applied = await this.drafts.updateIf(
        draft._id,
        { status: draft.status, applying: claimedAt },
        {
          ...after,
          applying: null,
          appliedAt: after.status === 'applied' ? new Date() : null,
          novel: project._id,
          updatedBy: viewer.user._id,
        },
      );
      if (!applied) throw new DomainError('conflict', STALE);
      await this.announce(viewer, applied, { project, changed: project !== current, plan });
      return project.url;
    } catch (error) {
      await this.undo(undo);
      await this.drafts
        .updateIf(
          draft._id,
          { status: draft.status, applying: claimedAt },
          { applying: null },
          { touch: false },
        )
        .catch((release: Error) => this.logger.error(`claim not released: ${release.message}`));
      throw isDuplicateKeyOn(error, 'url') ? DomainError.of('hasNovelByUrl', url) : error;
    }
  }

  private existingProject(id: string): NovelRecord {
    const project = this.index.get(id)?.record;
    if (!project || project.removed) throw DomainError.of('notFound');
    return project;
  }

  private async resolveVocabulary(value: NovelDraftValue, undo: Undo[]) {
    const resolved = {
      genreIds: [] as string[],
      tagIds: [] as string[],
      platformIds: [] as string[],
    };
    for (const kind of Object.keys(vocabularyFields) as VocabularyKind[]) {
      const { ids, added } = await this.vocabularies.idsOf(kind, value[kind]);
      undo.push(() => this.vocabularies.takeBack(kind, added));
      resolved[vocabularyFields[kind]] = ids;
    }
    return resolved;
  }

  private async insert(
    draft: NovelDraftRecord,
    content: ProjectContent,
    undo: Undo[],
  ): Promise<NovelRecord> {
    const project = await this.novels.insert({
      _id: newObjectId(),
      ...content,
      ...newProjectCounters(),
      createdBy: draft.createdBy,
    });
    undo.push(() => this.novels.takeBackInsert(project._id));
    return project;
  }

  private async update(
    current: NovelRecord,
    content: ProjectContent,
    undo: Undo[],
  ): Promise<NovelRecord> {
    const fields = changedFields(contentOfProject(current), content);
    if (fields.length === 0) return current;
    const changes = Object.fromEntries(fields.map((field) => [field, content[field]]));
    const project = await this.novels.updateContent(current._id, changes);
    undo.push(() => this.novels.restore(current));
    return project;
  }

  /**
   * Every applied draft is a revision. A project from before drafts (seeded, imported) gets its
   * state before this draft as revision 1 first, so its history starts where it did.
   */
  private async keepRevision(
    applied: {
      by: Pick<UserRef, '_id' | 'username'>;
      draft: NovelDraftRecord;
      before: NovelRecord | null;
      project: NovelRecord;
    },
    undo: Undo[],
  ): Promise<void> {
    const { by, draft, before, project } = applied;
    const existing = await this.drafts.revisionsOf(project._id);
    const written: string[] = [];
    undo.push(() => this.drafts.deleteRevisions(written));
    let previous = existing.at(-1)?.content ?? null;
    let number = (existing.at(-1)?.number ?? 0) + 1;
    if (before && existing.length === 0) {
      previous = contentOfProject(before);
      const baseline: RevisionRecord = {
        _id: `${project._id}:${number}`,
        novelId: project._id,
        number,
        draftId: null,
        by: null,
        at: before.createdAt,
        changedFields: changedFields(null, previous),
        content: previous,
      };
      await this.drafts.insertRevision(baseline);
      written.push(baseline._id);
      number += 1;
    }
    const content = contentOfProject(project);
    const revision: RevisionRecord = {
      _id: `${project._id}:${number}`,
      novelId: project._id,
      number,
      draftId: draft._id,
      by: { _id: by._id, username: by.username },
      at: project.updatedAt,
      changedFields: changedFields(previous, content),
      content,
    };
    await this.drafts.insertRevision(revision);
    written.push(revision._id);
  }

  private async undo(steps: Undo[]): Promise<void> {
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        // Nothing more can be done here than say so loudly: the next step may still succeed.
        this.logger.error(`undo of a failed apply failed: ${String(error)}`);
      }
    }
  }

  /**
   * After the apply: the draft's author (told its new status), the project's followers (when it
   * changed), the log.
   */
  private async announce(
    viewer: Viewer,
    draft: NovelDraftRecord,
    outcome: { project: NovelRecord; changed: boolean; plan: ApplyPlan },
  ) {
    const { project, changed, plan } = outcome;
    const createdBy = { _id: viewer.user._id, username: viewer.user.username };
    const refs = { draft: draft._id, novel: project._id };
    try {
      await this.events.notify([draft.createdBy], {
        type: 'draftStatus',
        createdBy,
        ...refs,
        status: draft.status,
      });
      if (draft.type !== 'createNovel' && changed) {
        const followers = await this.events.followersOf(project._id, 'updates');
        await this.events.notify(followers, { type: 'novelUpdated', createdBy, ...refs });
      }
      if (isStaffMember(viewer.user.role)) {
        await this.log.record(
          viewer,
          'applyDraft',
          `применён черновик «${draft.title}» (${draft._id}) к «${project.name}» (${project._id})${plan.summary ? `: ${plan.summary}` : ''}`,
          // "Whom": the project the draft made or changed (the draft is named in the text).
          {
            kind: 'novel',
            id: project._id,
            url: project.url,
            section: project.section,
            name: project.name,
          },
        );
      }
    } catch (error) {
      // The apply is done and stays done; news of it is not worth undoing it for.
      this.logger.error(`after apply of ${draft._id}: ${String(error)}`);
    }
  }
}

/** How long an apply may hold a draft before another apply may take it over. */
const CLAIM_TTL_MS = 2 * 60_000;

/**
 * The claim to take over: none normally; an old one left by an apply whose process died between
 * its steps, so the draft is not stuck for good. A live apply finishes in well under a second.
 */
function staleClaim(draft: NovelDraftRecord, now: Date): Date | null {
  return draft.applying && now.getTime() - draft.applying.getTime() > CLAIM_TTL_MS
    ? draft.applying
    : null;
}
