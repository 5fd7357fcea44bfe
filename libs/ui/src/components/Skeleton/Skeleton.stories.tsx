import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../../fixtures/story-helpers';
import { Skeleton } from './Skeleton';

const shapes = ['text', 'rect', 'circle'] as const;

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: shapes } },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every shape, default and sized, and a card placeholder: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={16}>
      {shapes.map((shape) => (
        <Skeleton key={shape} shape={shape} />
      ))}
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="circle" width={64} height={64} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <div style={{ flex: 1 }}>
          <Skeleton />
          <Skeleton width="40%" />
        </div>
      </div>
      <Skeleton shape="rect" width={220} height={310} />
    </CatalogGrid>
  ),
};

/** A loading region: the skeletons are hidden from assistive technology, the region is busy. */
export const InLoadingRegion: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Новеллы">
      <Skeleton shape="rect" />
      <Skeleton />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Новеллы' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    for (const shape of region.querySelectorAll('[data-shape]')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
