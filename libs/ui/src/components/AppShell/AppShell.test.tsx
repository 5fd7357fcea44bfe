import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppShell } from './AppShell';

describe('AppShell (docs/product §2.1)', () => {
  it('puts the page in main and the parts in their places', () => {
    render(
      <AppShell
        topBar={<header>Верхняя панель</header>}
        footer={<footer>Подвал</footer>}
        bottomNav={<nav aria-label="Основная навигация" />}
      >
        <h1>Визуальные новеллы</h1>
      </AppShell>,
    );
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { name: 'Визуальные новеллы' }),
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Верхняя панель');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Подвал');
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
  });

  it('offers a skip link first that moves focus into the page without touching the URL', async () => {
    render(
      <AppShell topBar={<button type="button">Открыть меню</button>}>
        <p>Страница</p>
      </AppShell>,
    );
    const hashBefore = window.location.hash;
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe(hashBefore);
  });

  it('shows the mobile search panel only while the app passes one', () => {
    const { rerender } = render(
      <AppShell topBar={null} mobileSearch={false}>
        <p>Страница</p>
      </AppShell>,
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
    rerender(
      <AppShell topBar={null} mobileSearch={<input type="search" aria-label="Поиск" />}>
        <p>Страница</p>
      </AppShell>,
    );
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeInTheDocument();
  });
});
