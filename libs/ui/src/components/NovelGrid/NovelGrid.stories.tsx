import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleNovels } from '../../fixtures/catalogue.fixtures';
import { NovelGrid } from './NovelGrid';

const meta = {
  title: 'Content/NovelGrid',
  component: NovelGrid,
  tags: ['autodocs', 'responsive'],
  args: {
    label: 'Визуальные новеллы',
    novels: sampleNovels,
  },
} satisfies Meta<typeof NovelGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A page of cards (5 columns wide, fewer on narrow screens). */
export const Catalog: Story = {};

/** An empty page. */
export const Empty: Story = { args: { novels: [] } };
