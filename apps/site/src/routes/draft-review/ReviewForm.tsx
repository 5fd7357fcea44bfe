import {
  reviewDraftRoute,
  type draftMergeRoute,
  type EndpointResult,
  type ProjectChangeField,
  type RouteEndpoint,
} from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, callEndpoint, messageOf } from '../../api/client';
import { revalidateAfterApply } from '../../drafts/revalidate-novel-draft';
import { apiFieldMessages } from '../../forms/field-messages';
import { FormFailure } from '../../forms/FormFailure';
import { FieldReview, type MergedField } from './FieldReview';
import {
  choiceProblem,
  decisionsOf,
  initialChoices,
  type ReviewFormValues,
} from './review-decisions';
import * as styles from './DraftReviewPage.css';

type Merge = EndpointResult<RouteEndpoint<typeof draftMergeRoute>>;
type Decided = MergedField & { outcome: 'proposed' | 'same' | 'conflict' };

/** The fields a reviewer decides on: those the draft proposes to change. */
const isDecided = <T extends MergedField>(merged: T): merged is T & Decided =>
  merged.outcome === 'proposed' || merged.outcome === 'same' || merged.outcome === 'conflict';

/** The API's words under the fields they are about (a 400's `fields`: `decisions.{field}`). */
function fieldMessagesOf(error: unknown): [ProjectChangeField, string][] {
  return apiFieldMessages(error).flatMap(([key, message]) => {
    const field = /^decisions\.(\w+)$/.exec(key)?.[1];
    return field ? [[field as ProjectChangeField, message] as [ProjectChangeField, string]] : [];
  });
}

/**
 * The decisions on every proposed field, sent at once (`PUT /api/drafts/{id}/review`): a field
 * without a choice, or rejected «Другое» without words, is said under it and nothing is sent. After
 * the review: the project when everything was accepted, the draft (back with its author) when
 * something was not. A refusal keeps every choice; a conflict (the draft or the project changed
 * meanwhile) reloads the merge under them.
 */
export function ReviewForm({
  draftId,
  novelId,
  merge,
  onConflict,
}: {
  draftId: string;
  novelId: string | null;
  merge: Merge;
  onConflict: () => void;
}) {
  const toasts = useToasts();
  const navigate = useNavigate();
  const decided = useMemo(() => merge.fields.filter(isDecided), [merge.fields]);
  const { control, handleSubmit, setError, getValues, formState } = useForm<ReviewFormValues>({
    defaultValues: initialChoices(decided),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const send = handleSubmit(async () => {
    setFailure(null);
    const values = getValues();
    const problems = decided.flatMap(({ field }) => {
      const problem = choiceProblem(values.choices[field]);
      return problem ? [{ field, problem }] : [];
    });
    problems.forEach(({ field, problem }, index) =>
      setError(`choices.${field}.decision`, { message: problem }, { shouldFocus: index === 0 }),
    );
    if (problems.length > 0) return;
    try {
      const answer = await callEndpoint(reviewDraftRoute, {
        params: { id: draftId },
        body: { decisions: decisionsOf(decided, values) },
      });
      // The accepted fields are applied even when others go back to the author.
      void revalidateAfterApply();
      if (answer.status === 'applied') {
        toasts.success('Изменения применены');
        void navigate(novelId ? `/go/novel/${novelId}` : `/drafts/${draftId}`);
      } else {
        toasts.success('Принятые поля применены, остальные возвращены автору');
        void navigate(`/drafts/${draftId}`);
      }
    } catch (error) {
      const message = messageOf(error);
      const messages = fieldMessagesOf(error);
      messages.forEach(([field, text], index) =>
        setError(`choices.${field}.decision`, { message: text }, { shouldFocus: index === 0 }),
      );
      setFailure(message);
      toasts.error(`Не удалось применить решения: ${message}`);
      if (error instanceof ApiError && error.status === 409) onConflict();
    }
  });

  if (decided.length === 0) {
    return <p className={styles.note}>Черновик ничего не меняет в проекте.</p>;
  }
  return (
    <form
      className={styles.form}
      aria-label="Решения по полям"
      onSubmit={(event) => void send(event)}
      noValidate
    >
      <ul className={styles.fields} aria-label="Предложенные поля">
        {decided.map((merged) => (
          <FieldReview key={merged.field} merged={merged} control={control} />
        ))}
      </ul>
      <FormFailure message={failure} />
      <div>
        <Button type="submit" isPending={formState.isSubmitting}>
          Применить решения
        </Button>
      </div>
    </form>
  );
}
