import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EVERY_BLOCK, LEGACY_HTML_BODY } from '../fixtures/blocks.fixtures';
import { BlocksView } from './BlocksView';

const meta = {
  title: 'Editor/BlocksView',
  component: BlocksView,
  tags: ['autodocs'],
  args: { value: EVERY_BLOCK, showHidden: false },
  render: (args) => (
    <div style={{ maxWidth: 760 }}>
      <BlocksView {...args} />
    </div>
  ),
} satisfies Meta<typeof BlocksView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/**
 * Every kind of block as readers see it (docs/product §3), the spoiler closed; an older HTML post shown
 * converted. The visual baseline, in both themes.
 */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 760 }}>
      <BlocksView value={EVERY_BLOCK} />
      <BlocksView value={LEGACY_HTML_BODY} />
    </div>
  ),
};

/** The spoiler opens by keyboard: Enter on its title shows its blocks. */
export const OpeningASpoiler: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Концовка' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/уехала в город/)).toBeVisible();
  },
};
