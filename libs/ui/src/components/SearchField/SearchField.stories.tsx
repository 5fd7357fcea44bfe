import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Controls/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onClear: fn(), onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 280px)', gap: 16 }}>
      {(['sm', 'md'] as const).flatMap((size) => [
        <SearchField key={`${size}-empty`} size={size} />,
        <SearchField key={`${size}-value`} size={size} defaultValue="Бесконечное лето" />,
        <SearchField
          key={`${size}-labelled`}
          size={size}
          label="Поиск по новеллам"
          description="Название, автор или переводчик"
        />,
        <SearchField key={`${size}-disabled`} size={size} isDisabled defaultValue="Clannad" />,
        <SearchField
          key={`${size}-invalid`}
          size={size}
          defaultValue="a"
          isInvalid
          errorMessage="Введите не менее 2 символов"
        />,
      ])}
    </div>
  ),
};

/** Typed into and submitted with Enter, then cleared with Escape. */
export const KeyboardSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('searchbox', { name: 'Поиск' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('placeholder', 'Поиск');
    await userEvent.keyboard('Школа{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Школа');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};
