import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { Badge } from './Badge';

const variants = ['accent', 'danger'] as const;
const sizes = ['sm', 'md'] as const;
const counts = [1, 7, 42, 99, 100, 1500] as const;

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 3 },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant × size × count (0 renders nothing): the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid columns="repeat(6, max-content)" gap={12}>
      {variants.flatMap((variant) =>
        sizes.flatMap((size) =>
          counts.map((count) => (
            <Badge
              key={`${variant}-${size}-${count}`}
              variant={variant}
              size={size}
              count={count}
            />
          )),
        ),
      )}
    </CatalogGrid>
  ),
};

/** Above 99 the badge shows "99+" and still says the full count. */
export const Overflow: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('120 непрочитанных')).toBeInTheDocument();
  },
};
