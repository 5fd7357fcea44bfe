import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType } from '../../fixtures/story-helpers';
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
    <div style={{ display: 'grid', gap: 20 }}>
      {(['sm', 'md'] as const).flatMap((size) => [
        <RatingPicker key={`${size}-empty`} size={size} label="Оценка Clannad" />,
        <RatingPicker
          key={`${size}-value`}
          size={size}
          label="Оценка Katawa Shoujo"
          defaultValue={7}
          onClear={() => {}}
          description="Оценка видна в профиле"
        />,
        <RatingPicker
          key={`${size}-disabled`}
          size={size}
          label="Оценка Песни Сайи"
          defaultValue={9}
          isDisabled
        />,
        <RatingPicker
          key={`${size}-invalid`}
          size={size}
          label="Оценка Fate/stay night"
          isInvalid
          errorMessage="Поставьте оценку от 1 до 10"
        />,
      ])}
    </div>
  ),
};

/** Tab into the scale, arrows to 3, then clear with the button. */
export const KeyboardRate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByText('Ваша оценка: 3 из 10')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Убрать оценку' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Без оценки')).toBeVisible();
  },
};
