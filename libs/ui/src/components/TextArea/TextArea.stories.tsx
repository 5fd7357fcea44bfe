import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { TextArea } from './TextArea';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Описание', placeholder: 'О чём новелла?', onChange: fn() },
  argTypes: {
    ...sizeArgType,
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={TextArea}
      columns="repeat(2, 300px)"
      states={{
        empty: { label: 'Описание', placeholder: 'О чём новелла?' },
        value: {
          label: 'Описание',
          resize: 'none',
          defaultValue:
            'Семён засыпает в автобусе зимой и просыпается летом у ворот пионерлагеря «Совёнок».',
          description: 'Без спойлеров',
        },
        disabled: { label: 'Описание', defaultValue: 'Редактирование закрыто', isDisabled: true },
        invalid: { label: 'Рецензия', isInvalid: true, errorMessage: 'Пустое сообщение' },
      }}
    />
  ),
};

/** Reached with Tab, typed into over two lines: Enter makes a new line, not a submit. */
export const KeyboardTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await tabTo(canvasElement, 'textbox', 'Описание');
    await userEvent.keyboard('Школа{Enter}Романтика');
    await expect(args.onChange).toHaveBeenLastCalledWith('Школа\nРомантика');
  },
};
