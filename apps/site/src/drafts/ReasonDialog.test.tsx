import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftReviewReasonSchema } from '@vn/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_REASON_MAX, ReasonDialog, type ReasonDialogProps } from './ReasonDialog';

afterEach(cleanup);

type Callbacks = Pick<ReasonDialogProps, 'onConfirm' | 'onCancel'>;

/** The dialog as a draft's buttons hold it: the reason typed into their state. */
function Holder({ isPending = false, ...callbacks }: Callbacks & { isPending?: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <ReasonDialog
      title="Отклонить черновик «Бесконечное лето»?"
      confirmLabel="Отклонить"
      reason={reason}
      onReasonChange={setReason}
      isPending={isPending}
      {...callbacks}
    />
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Отклонить черновик «Бесконечное лето»?' });
const reasonBox = () => within(dialog()).getByRole('textbox', { name: 'Причина для автора' });

describe('ReasonDialog (docs/product §A4, ours)', () => {
  it('takes no longer a reason than the contract keeps', () => {
    expect(REVIEW_REASON_MAX).toBe(draftReviewReasonSchema.maxLength);
    render(<Holder onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(reasonBox()).toHaveAttribute('maxlength', String(REVIEW_REASON_MAX));
  });

  it('says the reason is optional and whom it is for', () => {
    render(<Holder onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(reasonBox()).toHaveAccessibleDescription(
      'Необязательно. Автор увидит её на странице черновика.',
    );
  });

  it('confirms with the action’s button and cancels with «Отмена»', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Holder onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.type(reasonBox(), 'Нет источников');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Отклонить' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be cancelled or confirmed again while the move is under way', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Holder isPending onConfirm={onConfirm} onCancel={onCancel} />);
    expect(within(dialog()).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
