import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { DateField } from './DateField';

/**
 * The site sets the Russian locale once at its root (`<I18nProvider locale="ru-RU">`); the stories
 * do the same in a decorator, so the field reads ДД.ММ.ГГГГ with Russian segment names.
 */
const meta = {
  title: 'Controls/DateField',
  component: DateField,
  tags: ['autodocs'],
  args: { label: 'Дата выхода', onChange: fn() },
  argTypes: sizeArgType,
  decorators: [
    (Story) => (
      <I18nProvider locale="ru-RU">
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={DateField}
      columns="repeat(2, 240px)"
      states={{
        empty: { label: 'Дата выхода' },
        value: {
          label: 'Дата выхода',
          defaultValue: parseDate('2008-12-14'),
          description: 'Первый релиз',
        },
        disabled: {
          label: 'Дата перевода',
          defaultValue: parseDate('2013-12-21'),
          isDisabled: true,
        },
        invalid: {
          label: 'Дата выхода',
          defaultValue: parseDate('2031-01-01'),
          isInvalid: true,
          errorMessage: 'Дата выхода не может быть в будущем',
        },
      }}
    />
  ),
};

/** Typed by keyboard, day first: 14, 12, 2008 (segments advance by themselves). */
export const KeyboardTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await tabTo(canvasElement, 'spinbutton', /день/i);
    await userEvent.keyboard('14122008');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2008-12-14'));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2009-12-14'));
  },
};
