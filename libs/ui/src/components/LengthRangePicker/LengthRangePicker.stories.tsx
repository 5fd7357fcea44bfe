import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
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
    <StatesCatalog
      component={LengthRangePicker}
      gap={20}
      states={{
        empty: { label: 'Длина (ничего)' },
        one: {
          label: 'Длина (одна)',
          defaultValue: ['medium'],
          description: 'Выберите вторую, чтобы задать диапазон',
        },
        range: { label: 'Длина (диапазон)', defaultValue: ['short', 'medium', 'long'] },
        disabled: { label: 'Длина (недоступно)', defaultValue: ['veryShort'], isDisabled: true },
        invalid: {
          label: 'Длина (ошибка)',
          isInvalid: true,
          errorMessage: 'Выберите хотя бы одну длину',
        },
      }}
    />
  ),
};

/** Space on "Короткая", arrows to "Длинная", Space: the three between are chosen. */
export const KeyboardRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'button', 'Очень короткая (< 2 ч)');
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
