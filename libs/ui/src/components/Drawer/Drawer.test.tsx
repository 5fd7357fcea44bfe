import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, type DrawerSection } from './Drawer';

const sections: DrawerSection[] = [
  { items: [{ href: '/', label: 'Главная', current: true }] },
  {
    title: 'Визуальные новеллы',
    items: [
      { href: '/novels?sort=mixRating', label: 'Рейтинг' },
      { href: '/novels', label: 'Последние релизы' },
    ],
  },
];

describe('Drawer (docs/product §2.1)', () => {
  it('shows the sections it is given as a labelled navigation in a dialog', () => {
    render(<Drawer isOpen onOpenChange={() => {}} sections={sections} />);
    const dialog = screen.getByRole('dialog', { name: 'Меню' });
    const nav = within(dialog).getByRole('navigation', { name: 'Разделы сайта' });
    expect(within(nav).getByRole('region', { name: 'Визуальные новеллы' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Главная' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Рейтинг' })).toHaveAttribute(
      'href',
      '/novels?sort=mixRating',
    );
  });

  it('closes on Escape and from its close button', async () => {
    const onOpenChange = vi.fn();
    render(<Drawer isOpen onOpenChange={onOpenChange} sections={sections} />);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<Drawer isOpen={false} onOpenChange={() => {}} sections={sections} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
