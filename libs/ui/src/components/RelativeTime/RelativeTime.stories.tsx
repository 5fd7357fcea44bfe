import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createPageClock } from './page-clock';
import { PageClockProvider, RelativeTime } from './RelativeTime';

const written = new Date('2026-11-22T12:00:00Z');
const minute = 60_000;

const meta = {
  title: 'Content/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  args: { value: written, now: new Date(written.getTime() + 5 * minute), timeZone: 'UTC' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five minutes after it was written. */
export const Default: Story = {};

/** The page's clock moves on (here by a button; on the site every few seconds): the date follows. */
export const FollowsThePageClock: Story = {
  render: function Render() {
    const [clock] = useState(() => createPageClock({ now: written.getTime(), timeZone: 'UTC' }));
    return (
      <PageClockProvider clock={clock}>
        <p>
          Отправлено <RelativeTime value={written} />
        </p>
        <button type="button" onClick={() => clock.set({ now: clock.now() + minute })}>
          Через минуту
        </button>
      </PageClockProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('только что')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Через минуту' }));
    await expect(canvas.getByText('1 минуту назад')).toBeVisible();
  },
};
