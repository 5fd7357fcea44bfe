import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, FileText, Gamepad2, Heart, Home, MessageCircle, PlusCircle } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps, type DrawerSection } from './Drawer';

const sections: DrawerSection[] = [
  { items: [{ href: '#main', label: 'Главная', icon: Home, current: true }] },
  {
    title: 'Визуальные новеллы',
    items: [
      { href: '#rating', label: 'Рейтинг', icon: BookOpen },
      { href: '#releases', label: 'Последние релизы', icon: BookOpen },
      { href: '#added', label: 'Последние добавленные', icon: BookOpen },
      { href: '#ai', label: 'Машинный перевод', icon: BookOpen },
    ],
  },
  {
    title: 'Игры',
    items: [
      { href: '#rpgmaker', label: 'RPG Maker', icon: Gamepad2 },
      { href: '#tbs', label: 'Пошаговые стратегии', icon: Gamepad2 },
      { href: '#metroidvania', label: 'Метроидвании', icon: Gamepad2 },
    ],
  },
  {
    items: [
      { href: '#posts', label: 'Статьи', icon: FileText },
      { href: '#favourites', label: 'Избранное', icon: Heart },
      { href: '#add', label: 'Добавить проект', icon: PlusCircle },
      { href: '#comments', label: 'Все комментарии', icon: MessageCircle },
    ],
  },
];

const meta = {
  title: 'Navigation/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onOpenChange: fn(), sections },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a hamburger button, as the top bar does. */
function DrawerWithButton(args: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Меню
      </Button>
      <Drawer
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    </>
  );
}

export const Default: Story = { render: (args) => <DrawerWithButton {...args} /> };

/** The menu open with every section a signed-in reader sees. */
export const Catalog: Story = {};

/** Enter opens it, Tab stays inside, Escape closes it and focus returns to the button. */
export const KeyboardOpenAndClose: Story = {
  render: (args) => <DrawerWithButton {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Меню' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Меню' })).toHaveFocus();
  },
};
