import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleBottomNavHrefs } from '../../fixtures/navigation.fixtures';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Navigation/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile' },
    docs: {
      description: { component: 'Shown only below 600 px: view it at the mobile viewport.' },
    },
  },
  globals: { viewport: { value: 'mobile' } },
  args: {
    hrefs: sampleBottomNavHrefs,
    current: 'novels',
    isSearchOpen: false,
    onSearchOpenChange: fn(),
  },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On the articles page with the search box open (the visual test shoots it at 375 px). */
export const Catalog: Story = {
  args: { current: 'posts', isSearchOpen: true },
  render: (args) => (
    <div style={{ position: 'relative', height: 72, transform: 'translateZ(0)' }}>
      <BottomNav {...args} />
    </div>
  ),
};

/** Tab through the entries; Space opens the search box. */
export const KeyboardSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (let step = 0; step < 5; step++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Поиск' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSearchOpenChange).toHaveBeenCalledWith(true);
  },
};
