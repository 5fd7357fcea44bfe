import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OverlayForm, renderInsideASendingForm } from '../../../test/sending-form';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

function renderWithTrigger() {
  return render(
    <DialogTrigger>
      <Button>Открыть</Button>
      <Dialog title="Права на редактирование">
        <p>Текст</p>
      </Dialog>
    </DialogTrigger>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its heading', async () => {
    renderWithTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Права на редактирование' });
    expect(screen.getByRole('heading', { name: 'Права на редактирование' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Текст');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    renderWithTrigger();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus();
  });

  it('closes with the "Закрыть" button', async () => {
    const onOpenChange = vi.fn();
    render(<Dialog title="Заголовок" defaultOpen onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps focus inside while open', async () => {
    render(
      <Dialog title="Заголовок" isOpen>
        <Button>Сохранить</Button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('gives `close` to a render function', async () => {
    render(
      <Dialog title="Заголовок" defaultOpen>
        {({ close }) => <Button onPress={close}>Готово</Button>}
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be an alertdialog without a close button', () => {
    render(<Dialog title="Удалить?" role="alertdialog" showCloseButton={false} isOpen />);
    expect(screen.getByRole('alertdialog', { name: 'Удалить?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
  });

  it('keeps a className given by the caller beside its own', () => {
    render(<Dialog title="Заголовок" isOpen className="extra" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass('extra');
    expect(dialog.classList.length).toBeGreaterThan(1);
  });

  it('submits and resets its own form only, never the form around its trigger', async () => {
    const onSent = vi.fn();
    const outer = renderInsideASendingForm(
      <Dialog title="Спойлер" defaultOpen>
        <OverlayForm onSent={onSent} />
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Заголовок' }));
    await userEvent.keyboard('{End} 2{Enter}');
    expect(onSent).toHaveBeenCalledWith('Спойлер 2');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(outer.onSubmit).not.toHaveBeenCalled();
    expect(outer.onReset).not.toHaveBeenCalled();
  });
});
