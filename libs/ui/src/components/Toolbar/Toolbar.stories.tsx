import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Eye, Image, Italic, Link2, Underline } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid, tabTo } from '../../fixtures/story-helpers';
import { Toolbar, ToolbarButton, ToolbarSeparator, ToolbarToggleButton } from './Toolbar';

const meta = {
  title: 'Controls/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  args: { 'aria-label': 'Форматирование' },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

function FormattingTools({ onLink }: { onLink?: () => void }) {
  const [bold, setBold] = useState(false);
  return (
    <>
      <ToolbarToggleButton
        label="Жирный"
        icon={Bold}
        shortcut="Ctrl+B"
        isSelected={bold}
        onChange={setBold}
      />
      <ToolbarToggleButton label="Курсив" icon={Italic} shortcut="Ctrl+I" />
      <ToolbarToggleButton label="Подчёркнутый" icon={Underline} shortcut="Ctrl+U" />
      <ToolbarSeparator />
      <ToolbarButton label="Ссылка" icon={Link2} shortcut="Ctrl+K" onPress={onLink} />
      <ToolbarButton label="Изображение" icon={Image} />
    </>
  );
}

export const Default: Story = {
  render: (args) => (
    <Toolbar {...args}>
      <FormattingTools />
    </Toolbar>
  ),
};

/** Off, on, disabled, and a tool with its name written out. */
export const Catalog: Story = {
  render: () => (
    <CatalogGrid gap={16}>
      <Toolbar aria-label="Обычные">
        <ToolbarToggleButton label="Жирный" icon={Bold} shortcut="Ctrl+B" />
        <ToolbarToggleButton label="Курсив" icon={Italic} shortcut="Ctrl+I" defaultSelected />
        <ToolbarSeparator />
        <ToolbarButton label="Ссылка" icon={Link2} />
        <ToolbarButton label="Изображение" icon={Image} isDisabled />
        <ToolbarToggleButton label="Подчёркнутый" icon={Underline} isDisabled defaultSelected />
        <ToolbarSeparator />
        <ToolbarToggleButton label="Предпросмотр" icon={Eye} showLabel />
        <ToolbarToggleButton label="Предпросмотр" icon={Eye} showLabel defaultSelected />
      </Toolbar>
    </CatalogGrid>
  ),
};

/**
 * Tab enters on the first tool, the arrow keys move, Space toggles, Enter runs. (Tab then leaves the
 * toolbar at once, which the unit test checks: the simulated Tab of a play function steps through
 * every tool.)
 */
export const KeyboardNavigation: Story = {
  args: { onLink: fn() } as never,
  render: (args) => (
    <Toolbar aria-label="Форматирование">
      <FormattingTools onLink={(args as unknown as { onLink: () => void }).onLink} />
    </Toolbar>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bold = await tabTo(canvasElement, 'button', 'Жирный');
    await userEvent.keyboard(' ');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Ссылка' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect((args as unknown as { onLink: () => void }).onLink).toHaveBeenCalledTimes(1);
  },
};
