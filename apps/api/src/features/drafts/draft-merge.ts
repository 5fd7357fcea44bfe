import { Injectable } from '@nestjs/common';
import {
  acceptEveryField,
  applyFieldReview,
  DomainError,
  fieldReviewMessages,
  isBaseStale,
  isDraftFinished,
  mergeProjectFields,
  novelDraftValueSchema,
  projectChangeLabels,
  returnedProposal,
  unreviewedDraftFields,
  unreviewedFieldsMerged,
  wholeApplyRefusal,
  type FieldDecision,
  type FieldMerge,
  type NovelDraftValue,
  type ProjectFields,
} from '@vn/domain';
import { CatalogueIndex, type NovelRecord } from '../novels';
import { VocabularyLists } from '../vocabularies';
import type { Viewer } from '../../platform/session';
import type { ApplyPlan } from './draft-applier';
import { cleanDraftValue, draftFieldsOfProject, storedValue } from './draft-value';
import type { NovelDraftRecord } from './draft.schema';

/** The three versions of an edit draft's project (docs/product §A4.1), as draft value fields. */
interface Sides {
  base: Record<string, unknown>;
  current: Record<string, unknown>;
  proposed: Record<string, unknown>;
}

/**
 * An edit draft merged with its project (docs/product §A4): the draft's base, the project as it now
 * is and the proposal, field by field, with the domain's outcomes; and the plans an apply follows —
 * the draft whole (every proposed field, refused when one conflicts) or a review's decisions.
 */
@Injectable()
export class DraftMerges {
  constructor(
    private readonly index: CatalogueIndex,
    private readonly vocabularies: VocabularyLists,
  ) {}

  /** The project's fields as a draft value has them, as a base keeps them. */
  fieldsOf(project: NovelRecord): Record<string, unknown> {
    return draftFieldsOfProject(project, (kind, ids) => this.vocabularies.entriesOf(kind, ids));
  }

  /** Each field's outcome over the project as it now is. */
  mergesOf(draft: NovelDraftRecord, project: NovelRecord): FieldMerge[] {
    return mergeProjectFields(this.sidesOf(draft, project) as MergeInput);
  }

  /** An open edit draft whose project changed since its base; never a finished or new one. */
  isStale(draft: NovelDraftRecord): boolean {
    if (!draft.novel || isDraftFinished(draft.status) || !draft.base) return false;
    const project = this.index.get(draft.novel)?.record;
    return !!project && !project.removed && isBaseStale(this.mergesOf(draft, project));
  }

  /** Applying the draft whole: a new project as proposed; an edit as every proposed field accepted. */
  wholePlan(viewer: Viewer, draft: NovelDraftRecord, current: NovelRecord | null): ApplyPlan {
    const creditTo = { _id: viewer.user._id, username: viewer.user.username };
    if (!current) {
      return { value: storedValue(draft), creditTo, draftAfter: () => ({ status: 'applied' }) };
    }
    const merges = this.mergesOf(draft, current);
    const refusal = wholeApplyRefusal(merges);
    if (refusal) throw new DomainError('conflict', refusal);
    return this.reviewPlan({ draft, current, decisions: acceptEveryField(merges), creditTo });
  }

  /**
   * A review's plan (docs/product §A4.2): the accepted and adjusted fields over the project as it
   * now is, credited to `creditTo`; with fields rejected, the draft goes back to its author as a
   * proposal of just those, based on the project after this apply.
   */
  reviewPlan(request: {
    draft: NovelDraftRecord;
    current: NovelRecord;
    decisions: readonly FieldDecision[];
    creditTo: ApplyPlan['creditTo'];
    reviewer?: Viewer;
  }): ApplyPlan {
    const { draft, current, decisions, creditTo, reviewer } = request;
    const sides = this.sidesOf(draft, current);
    const merges = mergeProjectFields(sides as MergeInput);
    const result = applyFieldReview(merges, decisions);
    if (!result.ok) throw reviewRefusal(result);
    const unreviewed = unreviewedFieldsMerged(sides, unreviewedDraftFields);
    const value = validValue({ ...sides.current, ...unreviewed, ...result.applied });
    const rejected = result.rejected;
    const summary = reviewer
      ? [
          result.changed.length > 0 ? `принято: ${labels(result.changed)}` : 'ничего не принято',
          rejected.length > 0 ? `возвращено: ${labels(rejected.map((each) => each.field))}` : '',
        ]
          .filter(Boolean)
          .join('; ')
      : undefined;
    const decided = { changed: result.changed, rejected: rejected.map((each) => each.field) };
    if (rejected.length === 0) {
      return {
        value,
        creditTo,
        summary,
        decided,
        draftAfter: () => ({ status: 'applied', review: null }),
      };
    }
    const returned = validValue({ ...unreviewed, ...returnedProposal(merges, result) });
    return {
      value,
      creditTo,
      summary,
      decided,
      draftAfter: (project) => ({
        status: 'created',
        value: JSON.stringify(returned),
        title: returned.name,
        base: JSON.stringify(this.fieldsOf(project)),
        review: {
          by: { _id: reviewer?.user._id ?? creditTo._id, username: reviewer?.user.username ?? '' },
          at: new Date(),
          accepted: result.changed,
          rejected: rejected.map(({ field, reason, text }) => ({ field, reason, text })),
          reason: '',
        },
      }),
    };
  }

  private sidesOf(draft: NovelDraftRecord, project: NovelRecord): Sides {
    const current = this.fieldsOf(project);
    return { base: baseOf(draft) ?? current, current, proposed: storedValue(draft) };
  }
}

type MergeInput = { base: ProjectFields; current: ProjectFields; proposed: ProjectFields };

/** The stored base; none for a new project and for drafts from before bases were kept. */
function baseOf(draft: NovelDraftRecord): Record<string, unknown> | null {
  if (!draft.base) return null;
  try {
    const base = JSON.parse(draft.base) as unknown;
    return typeof base === 'object' && base !== null ? (base as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const labels = (fields: readonly (keyof typeof projectChangeLabels)[]) =>
  fields.map((field) => `«${projectChangeLabels[field]}»`).join(', ');

/** A review's refusal: 400 with each problem under its field, as the review screen shows them. */
function reviewRefusal(result: {
  missing: readonly string[];
  unknown: readonly string[];
  unexplained: readonly string[];
}): DomainError {
  const details: Record<string, string> = {};
  for (const field of result.missing) details[`decisions.${field}`] = fieldReviewMessages.missing;
  for (const field of result.unknown) details[`decisions.${field}`] = fieldReviewMessages.unknown;
  for (const field of result.unexplained) {
    details[`decisions.${field}`] = fieldReviewMessages.rejectionText;
  }
  const message =
    result.missing.length > 0
      ? fieldReviewMessages.missing
      : result.unknown.length > 0
        ? fieldReviewMessages.unknown
        : fieldReviewMessages.rejectionText;
  return new DomainError('invalid', message, details);
}

/**
 * The project a review makes, checked as a draft value is (an adjusted field is the reviewer's
 * text): a bad one is a 400 naming the field, and nothing is written.
 */
function validValue(fields: Record<string, unknown>): NovelDraftValue {
  const parsed = novelDraftValueSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = `value.${issue?.path.join('.') ?? ''}`;
    const message = issue?.message ?? 'Некорректное значение';
    throw new DomainError('invalid', `Некорректные данные: ${path} — ${message}`, {
      [path]: message,
    });
  }
  return cleanDraftValue(parsed.data);
}
