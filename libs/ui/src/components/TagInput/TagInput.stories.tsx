import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { TagInput } from './TagInput';

const tags = [
  { _id: 't1', value: 'Школа' },
  { _id: 't2', value: 'Романтика' },
  { _id: 't3', value: 'Драма' },
  { _id: 't4', value: 'Мистика' },
  { _id: 't5', value: 'Комедия' },
  { _id: 't6', value: 'Повседневность' },
];

const meta = {
  title: 'Controls/TagInput',
  component: TagInput,
  tags: ['autodocs'],
  args: {
    label: 'Теги',
    vocabulary: tags,
    description: 'Выберите из списка или введите новый и нажмите Enter',
    onChange: fn(),
  },
  argTypes: sizeArgType,
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const chosen = [tags[0]!, tags[1]!, { value: 'Пионерлагерь', isNew: true as const }];

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={TagInput}
      columns="repeat(2, 320px)"
      gap={24}
      states={{
        empty: { label: 'Теги', vocabulary: tags },
        value: {
          label: 'Жанры',
          vocabulary: tags,
          defaultValue: chosen,
          description: 'Новые значения отмечены',
        },
        disabled: { label: 'Платформы', vocabulary: tags, defaultValue: chosen, isDisabled: true },
        invalid: {
          label: 'Теги новеллы',
          vocabulary: tags,
          isInvalid: true,
          errorMessage: 'Добавьте хотя бы один тег',
        },
      }}
    />
  ),
};

/**
 * By keyboard: type a new tag and Enter (marked "новый"); type "школа" and Enter (the vocabulary's
 * "Школа"); "ШКОЛА" again is not added twice; Backspace on a tag removes it.
 */
export const KeyboardTags: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvasElement, 'combobox', 'Теги');
    await userEvent.keyboard('Пионерлагерь{Enter}');
    const group = canvas.getByRole('grid', { name: 'Теги: выбрано' });
    await expect(within(group).getByRole('row', { name: /Пионерлагерь/ })).toHaveTextContent(
      'новый',
    );
    await userEvent.keyboard('школа{Enter}');
    await userEvent.keyboard('ШКОЛА{Enter}');
    await expect(within(group).getAllByRole('row')).toHaveLength(2);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { value: 'Пионерлагерь', isNew: true },
      { _id: 't1', value: 'Школа' },
    ]);
    await userEvent.tab();
    await expect(within(group).getByRole('row', { name: /Пионерлагерь/ })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ _id: 't1', value: 'Школа' }]);
  },
};
