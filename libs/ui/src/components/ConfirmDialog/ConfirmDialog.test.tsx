import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

/** An open «Удалить?» dialog, with spies for both answers. */
function renderQuestion() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog title="Удалить?" onConfirm={onConfirm} onCancel={onCancel} defaultOpen />);
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its question, with "Отмена" and "Да"', () => {
    render(<ConfirmDialog title="Удалить новеллу?" onConfirm={vi.fn()} isOpen />);
    expect(screen.getByRole('alertdialog', { name: 'Удалить новеллу?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Да' })).toBeInTheDocument();
  });

  it('calls onConfirm and closes on confirm', async () => {
    const { onConfirm, onCancel } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('calls onCancel once and not onConfirm on "Отмена"', async () => {
    const { onConfirm, onCancel } = renderQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancels with Escape', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        title="Удалить?"
        onConfirm={vi.fn()}
        onCancel={onCancel}
        onOpenChange={onOpenChange}
        defaultOpen
      />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the message and custom labels', () => {
    render(
      <ConfirmDialog
        title="Удалить черновик?"
        message="Его будет нельзя восстановить."
        confirmLabel="Удалить"
        cancelLabel="Оставить"
        variant="destructive"
        onConfirm={vi.fn()}
        isOpen
      />,
    );
    expect(screen.getByText('Его будет нельзя восстановить.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оставить' })).toBeInTheDocument();
  });

  it('paints the destructive confirm button differently', () => {
    const { unmount } = render(<ConfirmDialog title="A" onConfirm={vi.fn()} isOpen />);
    const plain = screen.getByRole('button', { name: 'Да' }).className;
    unmount();
    render(<ConfirmDialog title="A" variant="destructive" onConfirm={vi.fn()} isOpen />);
    expect(screen.getByRole('button', { name: 'Да' }).className).not.toBe(plain);
  });
});
