import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { SearchField } from './SearchField';

const meta = {
  title: 'Controls/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onClear: fn(), onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={SearchField}
      columns="repeat(2, 280px)"
      states={{
        empty: {},
        value: { defaultValue: 'Бесконечное лето' },
        labelled: {
          label: 'Поиск по новеллам',
          description: 'Название, автор или переводчик',
        },
        disabled: { isDisabled: true, defaultValue: 'Clannad' },
        invalid: {
          defaultValue: 'a',
          isInvalid: true,
          errorMessage: 'Введите не менее 2 символов',
        },
      }}
    />
  ),
};

/** Typed into and submitted with Enter, then cleared with Escape. */
export const KeyboardSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await tabTo(canvasElement, 'searchbox', 'Поиск');
    await expect(input).toHaveAttribute('placeholder', 'Поиск');
    await userEvent.keyboard('Школа{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Школа');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};
