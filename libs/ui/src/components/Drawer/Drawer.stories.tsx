import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { sampleDrawerSections as sections } from '../../fixtures/navigation.fixtures';
import { Drawer, type DrawerProps } from './Drawer';

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
