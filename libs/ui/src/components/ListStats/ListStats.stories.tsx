import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListStats } from './ListStats';

const meta = {
  title: 'Content/ListStats',
  component: ListStats,
  tags: ['autodocs'],
  args: {
    counts: { reading: 14, read: 230, partialRead: 8, wantRead: 57, bookmark: 21, dropped: 5 },
  },
} satisfies Meta<typeof ListStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Counts in every list. */
export const Catalog: Story = {};
