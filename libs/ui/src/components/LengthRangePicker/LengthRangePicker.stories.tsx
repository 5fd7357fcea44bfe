import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType } from '../../fixtures/story-helpers';
import { LengthRangePicker } from './LengthRangePicker';

const meta = {
  title: 'Controls/LengthRangePicker',
  component: LengthRangePicker,
  tags: ['autodocs'],
  args: { onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof LengthRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 20 }}>
      {(['sm', 'md'] as const).flatMap((size) => [
        <LengthRangePicker key={`${size}-empty`} size={size} label="Длина (ничего)" />,
        <LengthRangePicker
          key={`${size}-one`}
          size={size}
          label="Длина (одна)"
          defaultValue={['medium']}
          description="Выберите вторую, чтобы задать диапазон"
        />,
        <LengthRangePicker
          key={`${size}-range`}
          size={size}
          label="Длина (диапазон)"
          defaultValue={['short', 'medium', 'long']}
        />,
        <LengthRangePicker
          key={`${size}-disabled`}
          size={size}
          label="Длина (недоступно)"
          defaultValue={['veryShort']}
          isDisabled
        />,
        <LengthRangePicker
          key={`${size}-invalid`}
          size={size}
          label="Длина (ошибка)"
          isInvalid
          errorMessage="Выберите хотя бы одну длину"
        />,
      ])}
    </div>
  ),
};

/** Space on "Короткая", arrows to "Длинная", Space: the three between are chosen. */
export const KeyboardRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Очень короткая (< 2 ч)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['short']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['short', 'medium', 'long']);
    await expect(canvas.getByRole('button', { name: 'Средняя (10–30 ч)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
