import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sizeArgType, StatesCatalog, toggleOnWithSpace } from '../../fixtures/story-helpers';
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
    <StatesCatalog
      component={Checkbox}
      columns="repeat(2, max-content)"
      states={{
        off: { label: 'Школа' },
        on: { label: 'Романтика', defaultSelected: true },
        mixed: { label: 'Все жанры', isIndeterminate: true },
        described: { label: 'Рецензия', description: 'Только для комментариев к новеллам' },
        disabled: { label: 'Мистика', isDisabled: true },
        'disabled-on': { label: 'Драма', isDisabled: true, defaultSelected: true },
        invalid: {
          label: 'Принимаю правила',
          isInvalid: true,
          errorMessage: 'Нужно принять правила',
        },
        'invalid-on': { label: 'Принимаю правила', isInvalid: true, defaultSelected: true },
      }}
    />
  ),
};

/** Reached with Tab and toggled with Space. */
export const KeyboardToggle: Story = {
  play: ({ args, canvasElement }) =>
    toggleOnWithSpace(canvasElement, 'checkbox', 'Только с переводом', args.onChange),
};
