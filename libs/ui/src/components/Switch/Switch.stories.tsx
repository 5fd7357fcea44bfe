import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Показывать спойлеры', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const sizes = ['sm', 'md'] as const;

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 16 }}>
      {sizes.flatMap((size) => [
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
      ])}
    </div>
  ),
};

/** Reached with Tab and flipped with Space. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Показывать спойлеры' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
