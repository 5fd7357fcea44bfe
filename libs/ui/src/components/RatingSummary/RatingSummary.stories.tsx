import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { RatingSummary } from './RatingSummary';
import { fewVotes, manyVotes, noRatings } from './RatingSummary.fixtures';

const meta = {
  title: 'Content/RatingSummary',
  component: RatingSummary,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Ratings by the display rules of docs/product §9: the external rating is divided by 10 with one decimal; under 10 site votes the plain average is shown beside the site rating.',
      },
    },
  },
  args: { mixRating: 8.4, siteRating: 7.9, average: 8.1, ratedUsers: 25, externalRating: 89.7 },
} satisfies Meta<typeof RatingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Many votes, few votes (average shown), and no ratings at all. */
export const Catalog: Story = {
  render: () => (
    <Stack direction="row" gap="xxl" flexWrap="wrap">
      <RatingSummary {...manyVotes} />
      <RatingSummary {...fewVotes} />
      <RatingSummary {...noRatings} />
    </Stack>
  ),
};
