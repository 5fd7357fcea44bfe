import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sizeArgType, SizeCatalog, tabTo } from '../../fixtures/story-helpers';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Только с переводом', onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <SizeCatalog
      columns="repeat(2, max-content)"
      states={(size) => [
        <Checkbox key={`${size}-off`} size={size} label="Школа" />,
        <Checkbox key={`${size}-on`} size={size} label="Романтика" defaultSelected />,
        <Checkbox key={`${size}-mixed`} size={size} label="Все жанры" isIndeterminate />,
        <Checkbox
          key={`${size}-described`}
          size={size}
          label="Рецензия"
          description="Только для комментариев к новеллам"
        />,
        <Checkbox key={`${size}-disabled`} size={size} label="Мистика" isDisabled />,
        <Checkbox
          key={`${size}-disabled-on`}
          size={size}
          label="Драма"
          isDisabled
          defaultSelected
        />,
        <Checkbox
          key={`${size}-invalid`}
          size={size}
          label="Принимаю правила"
          isInvalid
          errorMessage="Нужно принять правила"
        />,
        <Checkbox
          key={`${size}-invalid-on`}
          size={size}
          label="Принимаю правила"
          isInvalid
          defaultSelected
        />,
      ]}
    />
  ),
};

/** Reached with Tab and toggled with Space. */
export const KeyboardToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const box = await tabTo(canvasElement, 'checkbox', 'Только с переводом');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};
