import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { RatingPicker } from './RatingPicker';

const meta = {
  title: 'Controls/RatingPicker',
  component: RatingPicker,
  tags: ['autodocs'],
  args: { label: 'Ваша оценка «Бесконечного лета»', onChange: fn(), onClear: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof RatingPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={RatingPicker}
      gap={20}
      states={{
        empty: { label: 'Оценка Clannad' },
        value: {
          label: 'Оценка Katawa Shoujo',
          defaultValue: 7,
          onClear: () => {},
          description: 'Оценка видна в профиле',
        },
        disabled: { label: 'Оценка Песни Сайи', defaultValue: 9, isDisabled: true },
        invalid: {
          label: 'Оценка Fate/stay night',
          isInvalid: true,
          errorMessage: 'Поставьте оценку от 1 до 10',
        },
      }}
    />
  ),
};

/** Tab into the scale, arrows to 3, then clear with the button. */
export const KeyboardRate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'radio', '1');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Ваша оценка: 3 из 10')).toBeVisible();
    await tabTo(canvasElement, 'button', 'Убрать оценку');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Без оценки')).toBeVisible();
  },
};
