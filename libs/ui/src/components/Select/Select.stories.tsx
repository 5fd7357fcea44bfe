import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { Select } from './Select';

const sorts = [
  { id: 'mostRecentDate', label: 'По дате добавления' },
  { id: 'rating', label: 'По рейтингу' },
  { id: 'title', label: 'По названию' },
  { id: 'releaseDate', label: 'По дате выхода', isDisabled: true },
];

const genres = [
  'Школа',
  'Романтика',
  'Драма',
  'Комедия',
  'Мистика',
  'Детектив',
  'Фэнтези',
  'Научная фантастика',
  'Ужасы',
  'Повседневность',
  'Приключения',
  'Психология',
  'Триллер',
  'Исторический',
].map((label) => ({ id: label, label }));

const meta = {
  title: 'Controls/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Сортировка', items: sorts, onChange: fn() },
  argTypes: sizeArgType,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline. */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={Select}
      columns="repeat(2, 260px)"
      states={{
        empty: { label: 'Жанр', items: genres },
        value: {
          label: 'Сортировка',
          items: sorts,
          defaultValue: 'rating',
          description: 'Сначала лучшие',
        },
        disabled: { label: 'Сортировка', items: sorts, defaultValue: 'title', isDisabled: true },
        invalid: { label: 'Жанр', items: genres, isInvalid: true, errorMessage: 'Выберите жанр' },
      }}
    />
  ),
};

/** Opened with the arrow key, the next option chosen with Enter. */
export const KeyboardChoose: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = await tabTo(canvasElement, 'button', /Сортировка/);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('rating');
    await expect(trigger).toHaveTextContent('По рейтингу');
  },
};

/** Fourteen genres: the menu shows ten rows and scrolls. */
export const LongList: Story = {
  args: { label: 'Жанр', items: genres },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const row = within(listbox).getAllByRole('option')[0] as HTMLElement;
    // The popover positions itself after it appears: measure once its layout has settled.
    await waitFor(() => {
      expect(listbox.clientHeight).toBeLessThanOrEqual(row.offsetHeight * 10);
      expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Жанр/ })).toHaveFocus());
  },
};
