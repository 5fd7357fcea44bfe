import { Button, Dialog, TextArea } from '@vn/ui';
import type { FormEvent } from 'react';
import { dialogForm, formActions } from '../forms/form-layout.css';

/**
 * The longest reason a reviewer may give (`draftReviewReasonSchema` of the contract; its test holds
 * the two together). Written here rather than read from the schema, which would bring zod into the
 * draft pages' chunks.
 */
export const REVIEW_REASON_MAX = 1_000;

/** The dialog's texts (ours, docs/product §A4). */
export const reasonDialogTexts = {
  label: 'Причина для автора',
  description: 'Необязательно. Автор увидит её на странице черновика.',
  cancel: 'Отмена',
} as const;

export interface ReasonDialogProps {
  /** The question, e.g. «Отклонить черновик «Бесконечное лето»?». */
  title: string;
  /** The confirm button: the action's own label («Отклонить», «Удалить»). */
  confirmLabel: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The move is under way: the confirm button spins and the dialog stays. */
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A reviewer's move of someone else's draft with words for its author (docs/product §A4, ours): an
 * optional reason, kept on the draft, and the action's button. It stays open until the move is done,
 * so a failed move keeps what was typed.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  reason,
  onReasonChange,
  isPending,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onConfirm();
  };
  return (
    <Dialog
      isOpen
      title={title}
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
    >
      <form className={dialogForm} onSubmit={submit} noValidate>
        <TextArea
          label={reasonDialogTexts.label}
          description={reasonDialogTexts.description}
          value={reason}
          onChange={onReasonChange}
          maxLength={REVIEW_REASON_MAX}
          rows={4}
          autoFocus
        />
        <div className={formActions}>
          <Button variant="secondary" isDisabled={isPending} onPress={onCancel}>
            {reasonDialogTexts.cancel}
          </Button>
          <Button type="submit" variant="danger" isPending={isPending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
