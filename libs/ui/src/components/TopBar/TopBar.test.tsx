import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tabTo } from '../../../test/keyboard';
import { TopBar, type TopBarProps } from './TopBar';

function renderTopBar(overrides: Partial<TopBarProps> = {}) {
  const props: TopBarProps = {
    homeHref: '/',
    onMenuOpen: vi.fn(),
    menu: [
      {
        label: 'Игры',
        items: [
          { href: '/games?section=rpgmaker', label: 'RPG Maker' },
          { href: '/games?section=tbs', label: 'Пошаговые стратегии' },
        ],
      },
      { href: '/posts', label: 'Статьи' },
    ],
    search: <input aria-label="Поиск" />,
    viewer: { name: 'Алиса' },
    loginHref: '/login',
    messagesHref: '/messages',
    profileHref: '/profile',
    onLogout: vi.fn(),
    ...overrides,
  };
  render(<TopBar {...props} />);
  return props;
}

describe('TopBar (docs/product §2.1)', () => {
  it('opens the drawer from the hamburger', async () => {
    const props = renderTopBar({ isMenuOpen: false });
    const hamburger = screen.getByRole('button', { name: 'Открыть меню' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(hamburger);
    expect(props.onMenuOpen).toHaveBeenCalledOnce();
  });

  it('shows guests a Login link to the given address instead of the bell and avatar', () => {
    renderTopBar({ viewer: null, loginHref: '/login?from=%2Fgames' });
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/login?from=%2Fgames',
    );
    expect(screen.queryByRole('button', { name: /Уведомления/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Меню пользователя/ })).toBeNull();
  });

  it('names the bell and the avatar with their unread counts', () => {
    renderTopBar({ unreadNotifications: 5, unreadMessages: 1 });
    expect(screen.getByRole('button', { name: 'Уведомления, 5 непрочитанных' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Меню пользователя Алиса, 1 непрочитанное' }),
    ).toBeVisible();
  });

  it('names them plainly with nothing unread', () => {
    renderTopBar();
    expect(screen.getByRole('button', { name: 'Уведомления' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Меню пользователя Алиса' })).toBeVisible();
  });

  it('links plain menu entries and keeps sub-menu links hidden until opened', async () => {
    renderTopBar();
    const nav = screen.getByRole('navigation', { name: 'Меню сайта' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Статьи' }));
    const trigger = screen.getByRole('button', { name: 'Игры' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'RPG Maker' })).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'RPG Maker' })).toHaveAttribute(
      'href',
      '/games?section=rpgmaker',
    );
  });

  it('marks the sub-menu that holds the page the reader is on, and only that one', () => {
    renderTopBar({
      menu: [
        {
          label: 'Игры',
          items: [
            { href: '/games?section=rpgmaker', label: 'RPG Maker', current: true },
            { href: '/games?section=tbs', label: 'Пошаговые стратегии' },
          ],
        },
        { label: 'Переводы', items: [{ href: '/translations', label: 'Переводы в работе' }] },
      ],
    });
    expect(screen.getByRole('button', { name: 'Игры' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Переводы' })).not.toHaveAttribute('aria-current');
  });

  it('opens a sub-menu on hover and closes it when the pointer leaves', async () => {
    renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Игры' });
    await userEvent.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open sub-menu with Escape and returns focus to its button', async () => {
    renderTopBar();
    const trigger = screen.getByRole('button', { name: 'Игры' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await tabTo('link', 'RPG Maker');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it("shows the app's search box in the bar's search landmark", () => {
    renderTopBar({ search: <input aria-label="Поиск по сайту" /> });
    const search = screen.getByRole('search');
    expect(search).toContainElement(screen.getByRole('textbox', { name: 'Поиск по сайту' }));
  });

  it('logs out from the avatar menu', async () => {
    const props = renderTopBar({ unreadMessages: 2 });
    await userEvent.click(screen.getByRole('button', { name: /Меню пользователя/ }));
    expect(screen.getByRole('menuitem', { name: /Сообщения/ })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(screen.getByRole('menuitem', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Выйти' }));
    expect(props.onLogout).toHaveBeenCalledOnce();
  });

  it('opens the notification list from the bell and reports it', async () => {
    const onNotificationsOpenChange = vi.fn();
    renderTopBar({ onNotificationsOpenChange, notifications: <p>Алиса ответила вам</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Уведомления' }));
    expect(screen.getByRole('dialog', { name: 'Уведомления' })).toHaveTextContent(
      'Алиса ответила вам',
    );
    expect(onNotificationsOpenChange).toHaveBeenCalledWith(true);
  });
});
