import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
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
});
