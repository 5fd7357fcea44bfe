import {
  fieldRejectionReasonLabels,
  fieldRejectionReasons,
  projectChangeLabels,
  DRAFT_LIMITS,
  type ProjectChangeField,
} from '@vn/domain';
import { useWatch, type Control } from 'react-hook-form';
import { FormRadioGroup, FormSelect, FormTextArea, FormTextField } from '../../forms/form-fields';
import { FieldChange } from './FieldChange';
import { adjustmentOf, type ReviewFormValues } from './review-decisions';
import * as styles from './DraftReviewPage.css';

/** One field of the merge (`GET /api/drafts/{id}/review`). */
export interface MergedField {
  field: ProjectChangeField;
  outcome: 'untouched' | 'theirs' | 'proposed' | 'same' | 'conflict';
  base?: unknown;
  current?: unknown;
  proposed?: unknown;
}

const outcomeLabels = {
  proposed: 'Предложено',
  same: 'В проекте уже так же',
  conflict: 'Конфликт: изменено и в проекте, и в черновике',
} as const;

const reasonItems = fieldRejectionReasons.map((reason) => ({
  id: reason,
  label: fieldRejectionReasonLabels[reason],
}));

/**
 * One proposed field under review (docs/product §A4): its name and outcome; what the draft changes
 * (for a conflict, what the project changed since the draft beside what the draft proposes, both
 * from the draft's base); and the reviewer's choice — accept, adjust by typing where the field is
 * text, or reject with a reason for the author.
 */
export function FieldReview({
  merged,
  control,
}: {
  merged: MergedField & { outcome: keyof typeof outcomeLabels };
  control: Control<ReviewFormValues>;
}) {
  const { field, outcome } = merged;
  const label = projectChangeLabels[field];
  const headingId = `review-${field}`;
  const adjustment = adjustmentOf(field, merged.proposed);
  const decision = useWatch({ control, name: `choices.${field}.decision` });
  const conflict = outcome === 'conflict';
  const items = [
    { id: 'accept', label: conflict ? 'Принять предложенное' : 'Принять' },
    ...(adjustment ? [{ id: 'adjust', label: 'Исправить и принять' }] : []),
    { id: 'reject', label: conflict ? 'Отклонить (оставить как в проекте)' : 'Отклонить' },
  ];
  // The value as accepted, whichever way the field is typed.
  const adjusted = {
    control,
    name: `choices.${field}.value`,
    label: `${label}: как принять`,
  } as const;

  return (
    <li className={styles.field} aria-labelledby={headingId}>
      <div className={styles.fieldHead}>
        <h2 id={headingId} className={styles.fieldTitle}>
          {label}
        </h2>
        <span className={conflict ? styles.conflictOutcome : styles.outcome}>
          {outcomeLabels[outcome]}
        </span>
      </div>
      {conflict ? (
        <div className={styles.sides}>
          <section className={styles.side} aria-label={`${label}: в проекте после черновика`}>
            <h3 className={styles.sideTitle}>В проекте после создания черновика</h3>
            <FieldChange field={field} from={merged.base} to={merged.current} />
          </section>
          <section className={styles.side} aria-label={`${label}: предлагает черновик`}>
            <h3 className={styles.sideTitle}>Предлагает черновик</h3>
            <FieldChange field={field} from={merged.base} to={merged.proposed} />
          </section>
        </div>
      ) : (
        <FieldChange field={field} from={merged.base} to={merged.proposed} />
      )}
      <div className={styles.choice}>
        <FormRadioGroup
          control={control}
          name={`choices.${field}.decision`}
          label={`Решение: ${label}`}
          items={items}
        />
        {decision === 'adjust' && adjustment === 'text' && (
          <FormTextArea {...adjusted} maxLength={DRAFT_LIMITS.descriptionMax} />
        )}
        {decision === 'adjust' && adjustment === 'lines' && (
          <FormTextArea {...adjusted} description="По одному на строке" />
        )}
        {decision === 'adjust' && adjustment === 'line' && (
          <FormTextField {...adjusted} maxLength={DRAFT_LIMITS.nameMax} />
        )}
        {decision === 'reject' && (
          <>
            <FormSelect
              control={control}
              name={`choices.${field}.reason`}
              label="Причина"
              items={reasonItems}
            />
            <FormTextArea
              control={control}
              name={`choices.${field}.text`}
              label="Пояснение для автора"
              maxLength={1_000}
            />
          </>
        )}
      </div>
    </li>
  );
}
