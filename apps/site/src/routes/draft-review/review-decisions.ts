import {
  fieldReviewMessages,
  type FieldDecision,
  type FieldRejectionReason,
  type ProjectChangeField,
} from '@vn/domain';

/*
 * The review form's values and the decisions they send (docs/product §A4.2): one choice per
 * proposed field — accept, adjust (the reviewer's text) or reject with a reason — held as form
 * values, and turned into `PUT /api/drafts/{id}/review`'s body.
 */

export type DecisionKind = FieldDecision['decision'];

/** One field's choice as the form holds it: nothing chosen yet is null. */
export interface FieldChoice {
  decision: DecisionKind | null;
  /** The adjusted value, as typed (one name a line for alternative names). */
  value: string;
  reason: FieldRejectionReason | null;
  text: string;
}

export type ReviewFormValues = { choices: Partial<Record<ProjectChangeField, FieldChoice>> };

/** The fields a reviewer may adjust by typing, and how the typed text becomes the value. */
const adjustable: Partial<Record<ProjectChangeField, 'line' | 'lines' | 'text'>> = {
  name: 'line',
  url: 'line',
  expectedReleaseAt: 'line',
  alternativeNames: 'lines',
  description: 'text',
};

/** How a field is typed when adjusted; null when it is not adjusted by typing (lists, images…). */
export function adjustmentOf(
  field: ProjectChangeField,
  proposed: unknown,
): 'line' | 'lines' | 'text' | null {
  const how = adjustable[field] ?? null;
  // A description written as blocks is adjusted in the draft's own editor, not here.
  if (how === 'text' && typeof proposed !== 'string') return null;
  return how;
}

/** The proposal as the adjust field starts: what the author typed. */
export function typedValueOf(field: ProjectChangeField, proposed: unknown): string {
  if (adjustmentOf(field, proposed) === 'lines') {
    return Array.isArray(proposed) ? proposed.map(String).join('\n') : '';
  }
  return typeof proposed === 'string' ? proposed : '';
}

/** The choices the form starts with: nothing chosen, the proposal ready to adjust. */
export function initialChoices(
  fields: readonly { field: ProjectChangeField; proposed?: unknown }[],
): ReviewFormValues {
  return {
    choices: Object.fromEntries(
      fields.map(({ field, proposed }) => [
        field,
        { decision: null, value: typedValueOf(field, proposed), reason: null, text: '' },
      ]),
    ),
  };
}

/** Why a field's choice cannot be sent yet, said under it; null when it can. */
export function choiceProblem(choice: FieldChoice | undefined): string | null {
  if (!choice?.decision) return 'Выберите решение';
  if (choice.decision === 'reject') {
    if (!choice.reason) return 'Выберите причину';
    if (choice.reason === 'other' && choice.text.trim() === '') {
      return fieldReviewMessages.rejectionText;
    }
  }
  return null;
}

/** The body's decisions, in the fields' order. Call only when no choice has a problem. */
export function decisionsOf(
  fields: readonly { field: ProjectChangeField; proposed?: unknown }[],
  values: ReviewFormValues,
): FieldDecision[] {
  return fields.map(({ field, proposed }) => {
    const choice = values.choices[field];
    if (choice?.decision === 'adjust') {
      const lines = adjustmentOf(field, proposed) === 'lines';
      const value = lines
        ? choice.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : choice.value;
      return { field, decision: 'adjust', value };
    }
    if (choice?.decision === 'reject') {
      return { field, decision: 'reject', reason: choice.reason ?? 'other', text: choice.text };
    }
    return { field, decision: 'accept' };
  });
}
