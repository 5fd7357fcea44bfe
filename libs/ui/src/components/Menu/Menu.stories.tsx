import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, type Mock } from 'storybook/test';
import { Button } from '../Button';
import { Menu, MenuItem } from './Menu';

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    onAction: fn(),
    trigger: <Button variant="secondary">Алиса</Button>,
    children: [
      <MenuItem key="messages" id="messages">
        Сообщения
      </MenuItem>,
      <MenuItem key="profile" id="profile">
        Профиль
      </MenuItem>,
      <MenuItem key="logout" id="logout">
        Выйти
      </MenuItem>,
    ],
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The menu open, as the screenshot shows it. */
export const Catalog: Story = {
  parameters: { docs: { story: { height: '220px' } } },
  render: (args) => (
    <div style={{ minHeight: 200 }}>
      <Menu {...args} trigger={<Button variant="secondary">Алиса</Button>} />
    </div>
  ),
  play: undefined,
};

/** ArrowDown on the button opens the menu on its first item, arrows move, Enter chooses. */
export const KeyboardChoose: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await screen.findByRole('menu', { name: 'Алиса' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Сообщения' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    // onAction receives the chosen item's id first.
    await expect((args.onAction as Mock).mock.lastCall?.[0]).toBe('logout');
  },
};

/**
 * A menu of marks to switch on and off (`selectionMode="multiple"`): each chosen entry is checked
 * for screen readers (`aria-checked`) and shows a check mark for the eye.
 */
export const MultipleSelection: Story = {
  args: {
    'aria-label': 'Пометки',
    selectionMode: 'multiple',
    defaultSelectedKeys: ['violence'],
    trigger: <Button variant="secondary">Пометки</Button>,
    children: [
      <MenuItem key="sexualContent" id="sexualContent">
        Сексуальный контент
      </MenuItem>,
      <MenuItem key="violence" id="violence">
        Насилие
      </MenuItem>,
      <MenuItem key="erotic" id="erotic">
        Эротика
      </MenuItem>,
    ],
  },
  render: (args) => (
    <div style={{ minHeight: 200 }}>
      <Menu {...args} />
    </div>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Пометки' }));
    const chosen = await screen.findByRole('menuitemcheckbox', { name: 'Насилие' });
    await expect(chosen).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(chosen, '::after').content).toContain('✓');
    const other = screen.getByRole('menuitemcheckbox', { name: 'Эротика' });
    await expect(getComputedStyle(other, '::after').content).toBe('none');
    await userEvent.click(other);
    await waitFor(() => expect(other).toHaveAttribute('aria-checked', 'true'));
  },
};
