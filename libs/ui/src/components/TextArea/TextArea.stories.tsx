import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Описание', placeholder: 'О чём новелла?', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const sizes = ['sm', 'md'] as const;

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 300px)', gap: 16 }}>
      {sizes.flatMap((size) => [
        <TextArea
          key={`${size}-empty`}
          size={size}
          label="Описание"
          placeholder="О чём новелла?"
        />,
        <TextArea
          key={`${size}-value`}
          size={size}
          label="Описание"
          resize="none"
          defaultValue="Семён засыпает в автобусе зимой и просыпается летом у ворот пионерлагеря «Совёнок»."
          description="Без спойлеров"
        />,
        <TextArea
          key={`${size}-disabled`}
          size={size}
          label="Описание"
          defaultValue="Редактирование закрыто"
          isDisabled
        />,
        <TextArea
          key={`${size}-invalid`}
          size={size}
          label="Рецензия"
          isInvalid
          errorMessage="Пустое сообщение"
        />,
      ])}
    </div>
  ),
};

/** Reached with Tab, typed into over two lines: Enter makes a new line, not a submit. */
export const KeyboardTyping: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const textbox = canvas.getByRole('textbox', { name: 'Описание' });
    await expect(textbox).toHaveFocus();
    await userEvent.keyboard('Школа{Enter}Романтика');
    await expect(args.onChange).toHaveBeenLastCalledWith('Школа\nРомантика');
  },
};
