import type { FormEvent, ReactNode } from 'react';
import { FormFailure } from './FormFailure';
import { SaveButtons } from './SaveButtons';

/*
 * The frame several react-hook-form forms share (a report, a moderator's decision, a sanction, a
 * translation's update), so that where their failure stands and how they end is written once.
 */

export interface CancellableFormProps {
  /** The form's accessible name. */
  label: string;
  className: string;
  /** react-hook-form's `handleSubmit(…)`: it validates, so the browser's own checks are off. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Why the form was not sent (FormFailure), above its fields. */
  failure: string | null;
  /** What the form is about, said above its failure. */
  lead?: ReactNode;
  /** The way out without sending, in the form's own word ('Отменить', 'Отмена'). */
  cancelLabel: string;
  onCancel: () => void;
  isSaving: boolean;
  /** @default 'Сохранить' */
  saveLabel?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that is sent or given up: what it is about, why it was not sent, its fields, then its way
 * out and its submit button (SaveButtons).
 */
export function CancellableForm({
  label,
  className,
  onSubmit,
  failure,
  lead,
  cancelLabel,
  onCancel,
  isSaving,
  saveLabel,
  children,
}: CancellableFormProps) {
  return (
    <form
      className={className}
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {lead}
      <FormFailure message={failure} />
      {children}
      <SaveButtons
        cancelLabel={cancelLabel}
        onCancel={onCancel}
        isSaving={isSaving}
        saveLabel={saveLabel}
      />
    </form>
  );
}
