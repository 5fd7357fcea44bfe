import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { TextField } from './TextField';

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Название', placeholder: 'Бесконечное лето', onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={TextField}
      columns="repeat(2, 260px)"
      states={{
        empty: { label: 'Название', placeholder: 'Clannad' },
        value: {
          label: 'Название',
          defaultValue: 'Бесконечное лето',
          description: 'Как на обложке',
        },
        disabled: {
          label: 'Оригинальное название',
          defaultValue: 'Katawa Shoujo',
          isDisabled: true,
        },
        invalid: {
          label: 'Имя пользователя',
          defaultValue: 'ab',
          isInvalid: true,
          errorMessage: 'Длина имени пользователя должна быть не менее 3 символов',
        },
      }}
    />
  ),
};

/** Reached with Tab and typed into: the value reaches onChange. */
export const KeyboardTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await tabTo(canvasElement, 'textbox', 'Название');
    await userEvent.keyboard('Clannad');
    await expect(args.onChange).toHaveBeenLastCalledWith('Clannad');
  },
};

/** A `validate` rule shows its Russian message once the field is committed. */
export const Validation: Story = {
  args: {
    label: 'Имя пользователя',
    placeholder: undefined,
    validationBehavior: 'aria',
    validate: (value) =>
      value.length < 3 ? 'Длина имени пользователя должна быть не менее 3 символов' : null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('ab');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Длина имени пользователя должна быть не менее 3 символов'),
    ).toBeVisible();
  },
};
