import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Feedback/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Подсказка',
    children: 'Короткая форма или выбор рядом с кнопкой.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Открыть</Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Open, as the screenshot shows it. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ minHeight: 160 }}>
      <DialogTrigger defaultOpen>
        <Button variant="secondary">Открыть</Button>
        <Popover {...args} placement="bottom start" />
      </DialogTrigger>
    </div>
  ),
};

/** Enter opens it with focus inside; Escape closes it and focus returns to the button. */
export const KeyboardOpenAndClose: Story = {
  args: {
    'aria-label': 'Название',
    children: <input aria-label="Название" defaultValue="Спойлер" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Название' });
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Открыть' })).toHaveFocus());
  },
};
