import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleFooterLinks } from '../../fixtures/navigation.fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Navigation/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    links: sampleFooterLinks,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The footer as every page shows it; the visual test shoots it wide and on a phone. */
export const Catalog: Story = {};
