import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { OverlayForm, renderInsideASendingForm } from '../../../test/sending-form';
import { Button } from '../Button';
import { Popover } from './Popover';

/** A popover named «Стикеры» opened by its trigger, with a «Готово» button that closes it. */
function renderStickersPopover() {
  render(
    <DialogTrigger>
      <Button>Стикеры</Button>
      <Popover aria-label="Стикеры">
        {({ close }) => <Button onPress={close}>Готово</Button>}
      </Popover>
    </DialogTrigger>,
  );
}

describe('Popover', () => {
  it('opens a named dialog from its trigger and closes on Escape, focus back on the trigger', async () => {
    renderStickersPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Стикеры' }));
    expect(screen.getByRole('dialog', { name: 'Стикеры' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Стикеры' })).toHaveFocus();
  });

  it('gives its content a way to close it', async () => {
    renderStickersPopover();
    await userEvent.click(screen.getByRole('button', { name: 'Стикеры' }));
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('submits and resets its own form only, never the form around its trigger', async () => {
    const onSent = vi.fn();
    const outer = renderInsideASendingForm(
      <DialogTrigger defaultOpen>
        <Button>Открыть</Button>
        <Popover aria-label="Спойлер">
          <OverlayForm onSent={onSent} />
        </Popover>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Заголовок' }));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onSent).toHaveBeenCalledWith('Спойлер');
    expect(outer.onSubmit).not.toHaveBeenCalled();
    expect(outer.onReset).not.toHaveBeenCalled();
  });
});
