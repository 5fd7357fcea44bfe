import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Pencil } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const placements = ['top', 'bottom', 'left', 'right'] as const;

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: { children: 'Редактировать', placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: placements } },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <Button variant="ghost" aria-label="Редактировать">
          <Pencil size={18} aria-hidden="true" />
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every placement, open: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: '72px 200px',
        padding: '56px 120px',
      }}
    >
      {placements.map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip placement={placement}>Уведомления</Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
};

/** Keyboard focus opens the tooltip at once and describes the button; Escape closes it. */
export const KeyboardFocus: Story = {
  render: () => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <Button variant="ghost" aria-label="Уведомления">
          <Bell size={18} aria-hidden="true" />
        </Button>
        <Tooltip>Уведомления</Tooltip>
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Уведомления' });
    await expect(button).toHaveFocus();
    const hint = await page.findByRole('tooltip');
    await expect(hint).toHaveTextContent('Уведомления');
    await expect(button).toHaveAttribute('aria-describedby', hint.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
