import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sizeArgType, StatesCatalog, tabTo } from '../../fixtures/story-helpers';
import { ComboBox, type ComboBoxItem } from './ComboBox';

const users: ComboBoxItem[] = [
  { id: 'u1', label: 'Анна' },
  { id: 'u2', label: 'Антон' },
  { id: 'u3', label: 'Алиса' },
  { id: 'u4', label: 'Мику' },
  { id: 'u5', label: 'Славя' },
];

/** A stand-in for `GET /api/usersEntities`: answers after 100 ms. */
const searchUsers = (text: string) =>
  new Promise<ComboBoxItem[]>((resolve) =>
    setTimeout(
      () => resolve(users.filter((user) => user.label.toLowerCase().includes(text.toLowerCase()))),
      100,
    ),
  );

const meta = {
  title: 'Controls/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'Пользователь',
    placeholder: 'Начните вводить имя',
    onSearch: fn(searchUsers),
    onChange: fn(),
  },
  argTypes: sizeArgType,
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every size × state: the visual baseline (the list states are in the stories below). */
export const Catalog: Story = {
  render: () => (
    <StatesCatalog
      component={ComboBox}
      columns="repeat(2, 260px)"
      states={{
        empty: { label: 'Пользователь', onSearch: searchUsers },
        value: {
          label: 'Переводчик',
          onSearch: searchUsers,
          defaultInputValue: 'Славя',
          description: 'Имя пользователя на сайте',
        },
        disabled: {
          label: 'Автор',
          onSearch: searchUsers,
          defaultInputValue: 'Мику',
          isDisabled: true,
        },
        invalid: {
          label: 'Получатель',
          onSearch: searchUsers,
          isInvalid: true,
          errorMessage: 'Выберите пользователя из списка',
        },
      }}
    />
  ),
};

/** Typed "Ан": "Загрузка..." during the debounced search, then the results; arrows and Enter pick. */
export const KeyboardSearch: Story = {
  play: async ({ args, canvasElement }) => {
    const input = await tabTo(canvasElement, 'combobox', 'Пользователь');
    await userEvent.keyboard('Ан');
    await expect(await screen.findByText('Загрузка...')).toBeVisible();
    await expect(await screen.findByRole('option', { name: 'Антон' })).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Ан');
    // The field is as wide as the screen here, and its list stays on the screen: one sticking out
    // scrolled the page sideways at the arrow key, and the scroll closed the list.
    const anna = screen.getByRole('option', { name: 'Анна' });
    const list = anna.closest('[data-trigger="ComboBox"]');
    await waitFor(() =>
      expect(list?.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
    // Act on what the reader sees: the arrow key moves the highlight (aria-activedescendant), which
    // react-aria settles only after the results have rendered; Enter then chooses it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', anna.id));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('u1'));
    await waitFor(() => expect(input).toHaveValue('Анна'));
  },
};

/** A search that finds nothing says so. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('Ёжик');
    await expect(await screen.findByText('Ничего не найдено')).toBeVisible();
  },
};
