import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Controls/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Пароль', onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={PasswordField}
      columns="repeat(2, 260px)"
      states={{
        empty: { label: 'Пароль' },
        value: {
          label: 'Пароль',
          defaultValue: 'секретный-пароль',
          description: 'Не менее 8 символов',
        },
        disabled: { label: 'Пароль', defaultValue: 'секретный-пароль', isDisabled: true },
        invalid: {
          label: 'Пароль',
          defaultValue: '123',
          isInvalid: true,
          errorMessage: 'Длина пароля должна быть не менее 8 символов',
        },
      }}
    />
  ),
};

/** Typed into, then the toggle is reached with Tab and pressed with Enter: the password shows. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByLabelText('Пароль');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter22');
    await expect(input).toHaveAttribute('type', 'password');
    await tabTo(canvasElement, 'button', 'Показать пароль');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Скрыть пароль' })).toBeInTheDocument();
  },
};
