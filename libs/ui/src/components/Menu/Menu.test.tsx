import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Menu, MenuItem } from './Menu';

function renderMenu() {
  const onAction = vi.fn();
  render(
    <Menu trigger={<Button variant="ghost">Алиса</Button>} onAction={onAction}>
      <MenuItem id="messages">Сообщения</MenuItem>
      <MenuItem id="profile">Профиль</MenuItem>
      <MenuItem id="logout">Выйти</MenuItem>
    </Menu>,
  );
  return onAction;
}

describe('Menu', () => {
  // Keyboard opening and moving is proven in a real browser by the KeyboardChoose story: happy-dom
  // never moves focus into react-aria's popover.
  it('opens from its button and reports the chosen item', async () => {
    const onAction = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Алиса' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Профиль' }));
    expect(onAction.mock.lastCall?.[0]).toBe('profile');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and returns focus to its button', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Алиса' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Алиса' })).toHaveFocus();
  });
});
