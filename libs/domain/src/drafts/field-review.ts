import { jsonEqual } from './json-equal';
import { WHOLE_APPLY_CONFLICT, type FieldRejectionReason } from './review-texts';
import { draftActions } from './machine';
import type { Actor } from '../accounts/permissions';
import type { NovelDraftSummary } from './status';
import {
  projectChangeFields,
  projectChangeLabels,
  sameToReader,
  type ProjectChangeField,
} from './project-changes';

/*
 * Reviewing a proposed edit of a project field by field, and applying it over a project that may
 * have changed since the draft was made (docs/product §A4, ours). Pure rules: the API stores the
 * decisions and applies the result; the review screen shows the same outcomes. Values are the
 * draft value's fields (`NovelDraftValue`), and two are the same when a reader would see the same
 * (`sameToReader`), so a vocabulary entry with and without its id is no change.
 */

/** A project's fields as a draft and a project hold them. */
export type ProjectFields = Partial<Record<ProjectChangeField, unknown>>;

/**
 * How one field fares in a three-way merge of the draft's base (the project when the draft was
 * made), the project now, and the proposal:
 * - `untouched`: neither side changed it;
 * - `theirs`: only the project changed since; the project's value stays;
 * - `proposed`: only the draft changes it; the proposal applies by itself;
 * - `same`: both changed it to the same value;
 * - `conflict`: both changed it differently; a reviewer chooses (`resolveFieldConflicts`).
 */
export type FieldMergeOutcome = 'untouched' | 'theirs' | 'proposed' | 'same' | 'conflict';

export interface FieldMerge {
  field: ProjectChangeField;
  outcome: FieldMergeOutcome;
  base: unknown;
  current: unknown;
  proposed: unknown;
}

/** The three versions of a project an update draft is applied across. */
export interface MergeSides {
  /** The project as it was when the draft was made (or last rebased). */
  base: ProjectFields;
  /** The project now. */
  current: ProjectFields;
  /** The project as the draft proposes it. */
  proposed: ProjectFields;
}

/** Each field's outcome, in the order of `projectChangeFields`. Nothing is ever overwritten silently. */
export function mergeProjectFields({ base, current, proposed }: MergeSides): FieldMerge[] {
  return projectChangeFields.map((field) => {
    const sides = { base: base[field], current: current[field], proposed: proposed[field] };
    return { field, outcome: outcomeOf({ field, ...sides }), ...sides };
  });
}

function outcomeOf({ field, base, current, proposed }: Omit<FieldMerge, 'outcome'>) {
  const same = (one: unknown, other: unknown) => sameToReader(field, one, other);
  const proposes = !same(proposed, base);
  const changedSince = !same(current, base);
  if (!proposes) return changedSince ? 'theirs' : 'untouched';
  if (!changedSince) return 'proposed';
  return same(proposed, current) ? 'same' : 'conflict';
}

/** Whether the project changed since the draft's base: the draft list says so (stale base). */
export function isBaseStale(merges: readonly FieldMerge[]): boolean {
  return merges.some(
    (merge) =>
      merge.outcome === 'theirs' || merge.outcome === 'conflict' || merge.outcome === 'same',
  );
}

/** The fields a draft proposes to change (those a reviewer decides on). */
export function proposedFields(merges: readonly FieldMerge[]): ProjectChangeField[] {
  return merges
    .filter(
      (merge) =>
        merge.outcome === 'proposed' || merge.outcome === 'conflict' || merge.outcome === 'same',
    )
    .map((merge) => merge.field);
}

export {
  fieldRejectionReasonLabels,
  fieldRejectionReasons,
  fieldReviewMessages,
  type FieldRejectionReason,
} from './review-texts';

/**
 * A reviewer's decision on one proposed field: accept it; accept it adjusted (the reviewer's value
 * applies, still credited to the author); or reject it with a reason. A conflicting field is
 * accepted as proposed, adjusted, or rejected (the project's value stays).
 */
export type FieldDecision =
  | { field: ProjectChangeField; decision: 'accept' }
  | { field: ProjectChangeField; decision: 'adjust'; value: unknown }
  | { field: ProjectChangeField; decision: 'reject'; reason: FieldRejectionReason; text: string };

/** The result of a review, or why it cannot apply. */
export type ReviewResult =
  | {
      ok: true;
      /** The project's fields after applying: one revision, credited to the draft's author. */
      applied: ProjectFields;
      /** The fields that changed the project. */
      changed: ProjectChangeField[];
      /** The fields sent back to the author, with why; they can revise and send just these again. */
      rejected: Extract<FieldDecision, { decision: 'reject' }>[];
    }
  | {
      ok: false;
      /** Proposed fields without a decision. */
      missing: ProjectChangeField[];
      /** Decisions about fields the draft does not propose. */
      unknown: ProjectChangeField[];
      /** Rejections «Другое» without words. */
      unexplained: ProjectChangeField[];
    };

/** Fields both the project and the draft changed, differently: a reviewer must decide each. */
export function conflictingFields(merges: readonly FieldMerge[]): ProjectChangeField[] {
  return merges.filter((merge) => merge.outcome === 'conflict').map((merge) => merge.field);
}

/**
 * Why applying a draft whole is refused: fields both sides changed differently, which only a
 * review field by field may settle (nothing is overwritten silently). Null when it may apply.
 */
export function wholeApplyRefusal(merges: readonly FieldMerge[]): string | null {
  const conflicts = conflictingFields(merges);
  if (conflicts.length === 0) return null;
  const names = conflicts.map((field) => `«${projectChangeLabels[field]}»`).join(', ');
  return `${WHOLE_APPLY_CONFLICT}: ${names} изменены и там, и в черновике. Решите по полям на странице проверки`;
}

/** Applying a draft whole is accepting every proposed field (when nothing conflicts). */
export function acceptEveryField(merges: readonly FieldMerge[]): FieldDecision[] {
  return proposedFields(merges).map((field) => ({ field, decision: 'accept' }));
}

/**
 * Who may review a draft field by field: whoever may apply it («Применить изменения» among their
 * buttons), for an edit of an existing project (a new project has nothing to merge with).
 */
export function mayReviewFields(request: {
  draft: NovelDraftSummary;
  actor: Actor | null;
  now: Date;
}): boolean {
  return (
    request.draft.type !== 'createNovel' &&
    draftActions(request).some((action) => action.action === 'apply')
  );
}

/**
 * The draft value's fields a review does not show (modifiers, the external database's record):
 * each follows the draft where it changed it since its base, and stays as now otherwise.
 */
export function unreviewedFieldsMerged(
  sides: {
    base: Readonly<Record<string, unknown>>;
    current: Readonly<Record<string, unknown>>;
    proposed: Readonly<Record<string, unknown>>;
  },
  fields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => {
      const proposes = !jsonEqual(sides.proposed[field] ?? null, sides.base[field] ?? null);
      return [field, proposes ? sides.proposed[field] : sides.current[field]];
    }),
  );
}

/**
 * Applies a review over the project as it is now (docs/product §A4): every proposed field needs a
 * decision (a conflict too), and a decision about a field the draft does not propose is refused.
 * Fields only the project changed stay as they are now; fields nobody touched too. «Другое» needs
 * text.
 */
export function applyFieldReview(
  merges: readonly FieldMerge[],
  decisions: readonly FieldDecision[],
): ReviewResult {
  const proposed = new Set(proposedFields(merges));
  const byField = new Map(decisions.map((decision) => [decision.field, decision]));
  const missing = [...proposed].filter((field) => !byField.has(field));
  const unknown = decisions
    .map((decision) => decision.field)
    .filter((field) => !proposed.has(field));
  const unexplained = decisions
    .filter(
      (each) => each.decision === 'reject' && each.reason === 'other' && each.text.trim() === '',
    )
    .map((each) => each.field);
  if (missing.length > 0 || unknown.length > 0 || unexplained.length > 0) {
    return { ok: false, missing, unknown, unexplained };
  }

  const applied: ProjectFields = {};
  const changed: ProjectChangeField[] = [];
  const rejected: Extract<FieldDecision, { decision: 'reject' }>[] = [];
  for (const merge of merges) {
    const decision = byField.get(merge.field);
    let value = merge.current;
    if (decision?.decision === 'accept') value = merge.proposed;
    if (decision?.decision === 'adjust') value = decision.value;
    if (decision?.decision === 'reject') rejected.push(decision);
    if (value !== undefined) applied[merge.field] = value;
    if (!sameToReader(merge.field, value, merge.current)) changed.push(merge.field);
  }
  return { ok: true, applied, changed, rejected };
}

/**
 * The draft the author gets back after a review with rejections: the project as it now is, with
 * only the rejected fields still proposed, so they can revise and send just those.
 */
export function returnedProposal(
  merges: readonly FieldMerge[],
  result: Extract<ReviewResult, { ok: true }>,
): ProjectFields {
  const rejected = new Set(result.rejected.map((decision) => decision.field));
  const proposal: ProjectFields = { ...result.applied };
  for (const merge of merges) {
    if (rejected.has(merge.field) && merge.proposed !== undefined) {
      proposal[merge.field] = merge.proposed;
    }
  }
  return proposal;
}
