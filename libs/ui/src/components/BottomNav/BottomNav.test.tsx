import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BottomNav } from './BottomNav';

const hrefs = { novels: '/novels', games: '/games', posts: '/posts', myList: '/lists/alice' };

describe('BottomNav (docs/product §2.1)', () => {
  it('links the four sections and marks the current one', () => {
    render(
      <BottomNav
        hrefs={hrefs}
        current="games"
        isSearchOpen={false}
        onSearchOpenChange={() => {}}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Игры' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Новеллы' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Мой список' })).toHaveAttribute(
      'href',
      '/lists/alice',
    );
  });

  it('toggles the search box from the keyboard', async () => {
    const onSearchOpenChange = vi.fn();
    render(
      <BottomNav hrefs={hrefs} isSearchOpen={false} onSearchOpenChange={onSearchOpenChange} />,
    );
    screen.getByRole('button', { name: 'Поиск' }).focus();
    await userEvent.keyboard(' ');
    expect(onSearchOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Поиск' })).toHaveAttribute('aria-pressed', 'false');
  });
});
