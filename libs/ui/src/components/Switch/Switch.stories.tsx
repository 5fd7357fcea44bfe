import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sizeArgType, SizeCatalog, tabTo } from '../../fixtures/story-helpers';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Показывать спойлеры', onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <SizeCatalog
      columns="repeat(2, max-content)"
      states={(size) => [
        <Switch key={`${size}-off`} size={size} label="Уведомления" />,
        <Switch key={`${size}-on`} size={size} label="Тёмная тема" defaultSelected />,
        <Switch
          key={`${size}-described`}
          size={size}
          label="Скрывать 18+"
          description="Новеллы для взрослых не попадут в каталог"
        />,
        <Switch key={`${size}-disabled`} size={size} label="Личные сообщения" isDisabled />,
        <Switch
          key={`${size}-disabled-on`}
          size={size}
          label="Рассылка"
          isDisabled
          defaultSelected
        />,
      ]}
    />
  ),
};

/** Reached with Tab and flipped with Space. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const control = await tabTo(canvasElement, 'switch', 'Показывать спойлеры');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
