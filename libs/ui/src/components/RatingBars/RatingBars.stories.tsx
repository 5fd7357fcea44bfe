import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingBars } from './RatingBars';

const meta = {
  title: 'Content/RatingBars',
  component: RatingBars,
  tags: ['autodocs'],
  args: {
    histogram: [2, 1, 3, 6, 11, 24, 41, 52, 30, 17],
    label: 'Оценки читателей',
  },
} satisfies Meta<typeof RatingBars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A well-rated title, and one with a single vote (every other bar empty). */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '2rem', maxInlineSize: '24rem' }}>
      <RatingBars {...args} />
      <RatingBars histogram={[0, 0, 0, 0, 0, 0, 0, 1, 0, 0]} label="Одна оценка" />
    </div>
  ),
};
