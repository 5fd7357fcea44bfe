import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  applyPreset,
  defaultFilter,
  gameSectionTabs,
  presetFromFilter,
  type NovelFilter,
  type Preset,
} from '@vn/domain';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const tags = [
  'Школа',
  'Романтика',
  'Драма',
  'Мистика',
  'Комедия',
  'Повседневность',
  'Путешествия во времени',
  'Пионерлагерь',
  'Несколько концовок',
  'Кинетическая новелла',
];
const genres = ['Романтика', 'Детектив', 'Фэнтези', 'Научная фантастика', 'Ужасы', 'Приключения'];
const platforms = [
  'PSP',
  'Android',
  'Windows',
  'iOS',
  'Linux',
  'macOS',
  'Nintendo Switch',
  'PlayStation Vita',
];

const novels = defaultFilter('novels');
const games = defaultFilter('games');

/** Every part of the filter set, on /games. */
const full: NovelFilter = {
  ...games,
  section: 'rpgmaker',
  ratingField: 'bRating',
  releasedYear: 2015,
  tags: ['Школа', 'Путешествия во времени'],
  excludeTags: ['Ужасы'],
  genres: ['Детектив', 'Научная фантастика'],
  excludeGenres: ['Романтика'],
  platforms: ['Windows', 'Linux', 'Android'],
  lengths: ['medium', 'long'],
};

const presets: Preset[] = [
  presetFromFilter('Детективы', full),
  presetFromFilter('Короткие', { ...novels, lengths: ['veryShort', 'short'] }),
  presetFromFilter('Школьная романтика', { ...novels, tags: ['Школа', 'Романтика'] }),
];

const meta = {
  title: 'Navigation/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    value: novels,
    route: 'novels',
    tags,
    genres,
    platforms,
    onChange: fn(),
    onApplyPreset: fn(),
    onSavePreset: fn(),
    onRenamePreset: fn(),
    onDeletePreset: fn(),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel holding the filter and the presets, as the catalogue page would. */
function LiveFilterPanel(args: FilterPanelProps) {
  const [value, setValue] = useState(args.value);
  const [saved, setSaved] = useState(args.presets);
  const presetsProps: Partial<FilterPanelProps> = saved
    ? {
        presets: saved,
        onApplyPreset: (preset) => {
          setValue(applyPreset(value, preset));
          args.onApplyPreset?.(preset);
        },
        onSavePreset: (name) => {
          setSaved([...saved, presetFromFilter(name, value)]);
          args.onSavePreset?.(name);
        },
        onRenamePreset: (oldName, newName) => {
          setSaved(
            saved.map((preset) =>
              preset.name === oldName ? { ...preset, name: newName } : preset,
            ),
          );
          args.onRenamePreset?.(oldName, newName);
        },
        onDeletePreset: (name) => {
          setSaved(saved.filter((preset) => preset.name !== name));
          args.onDeletePreset?.(name);
        },
      }
    : {};
  return (
    <div style={{ maxWidth: 360 }}>
      <FilterPanel
        {...args}
        {...presetsProps}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    </div>
  );
}

/** Live, for a guest on /novels: no presets. */
export const Default: Story = {
  render: (args) => <LiveFilterPanel {...args} />,
};

/** Live, signed in on /games: sections and presets. */
export const GamesWithPresets: Story = {
  args: { value: games, route: 'games', sections: gameSectionTabs, presets },
  render: (args) => <LiveFilterPanel {...args} />,
};

/**
 * The visual baseline: a guest's empty filter; a full filter on /games matching a preset; an empty
 * filter with presets none of which it matches (rename and delete disabled).
 */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 24 }}>
      <div style={{ width: 340, maxWidth: '100%' }}>
        <FilterPanel {...args} value={novels} route="novels" presets={undefined} />
      </div>
      <div style={{ width: 340, maxWidth: '100%' }}>
        <FilterPanel
          {...args}
          value={full}
          route="games"
          sections={gameSectionTabs}
          presets={presets}
        />
      </div>
      <div style={{ width: 340, maxWidth: '100%' }}>
        <FilterPanel {...args} value={novels} route="novels" presets={presets} />
      </div>
    </div>
  ),
};

/**
 * By keyboard: Tab to "Год выхода", open it with ArrowDown, type 2015 to reach it and Enter;
 * Tab past «Прогресс перевода» to "Теги", type, ArrowDown to the suggestion and Enter.
 */
export const KeyboardYearAndTag: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.tab();
    const year = canvas.getByRole('button', { name: /Год выхода/ });
    await expect(year).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page.findByRole('listbox');
    // Type-ahead moves focus to the option; wait for it before choosing.
    await userEvent.keyboard('2015');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: '2015' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(year).toHaveTextContent('2015'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...novels, releasedYear: 2015 });

    await waitFor(() => expect(year).toHaveFocus());
    // The translation threshold comes next, then the tags.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Прогресс перевода/ })).toHaveFocus();
    await userEvent.tab();
    const tagInput = canvas.getByRole('combobox', { name: 'Теги' });
    await expect(tagInput).toHaveFocus();
    await userEvent.keyboard('Ром');
    const option = await page.findByRole('option', { name: 'Романтика' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(tagInput).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    const chosen = await canvas.findByRole('grid', { name: 'Теги: выбрано' });
    await expect(within(chosen).getByRole('row', { name: 'Романтика' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...novels,
      releasedYear: 2015,
      tags: ['Романтика'],
    });
  },
};

/** Choosing an excluded tag takes it out of the included ones. */
export const ExcludeMovesTag: Story = {
  args: { value: { ...novels, tags: ['Драма', 'Школа'] } },
  render: (args) => <LiveFilterPanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Исключить теги' }));
    await userEvent.keyboard('драма{Enter}');
    const included = canvas.getByRole('grid', { name: 'Теги: выбрано' });
    await waitFor(() => expect(within(included).getAllByRole('row')).toHaveLength(1));
    const excluded = canvas.getByRole('grid', { name: 'Исключить теги: выбрано' });
    await expect(within(excluded).getByRole('row', { name: 'Драма' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...novels,
      tags: ['Школа'],
      excludeTags: ['Драма'],
    });
  },
};

/** "Сохранить пресет": an empty or taken name is refused in the field; a new one is saved and shown. */
export const SavePreset: Story = {
  ...GamesWithPresets,
  args: { ...GamesWithPresets.args, value: { ...games, releasedYear: 2020 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пресет' }));
    const dialog = await page.findByRole('dialog', { name: 'Сохранить пресет' });
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Введите название пресета')).toBeVisible();
    await userEvent.keyboard(' короткие {Enter}');
    await expect(await within(dialog).findByText('Такое имя уже существует')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.keyboard('Новинки 2020{Enter}');
    await expect(args.onSavePreset).toHaveBeenCalledWith('Новинки 2020');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Пресет/ })).toHaveTextContent('Новинки 2020');
  },
};

/** Deleting the shown preset asks first; "Удалить" deletes it. */
export const DeletePreset: Story = {
  ...GamesWithPresets,
  args: { ...GamesWithPresets.args, value: full },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('button', { name: /Пресет/ })).toHaveTextContent('Детективы');
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить пресет' }));
    const confirm = await page.findByRole('alertdialog', { name: 'Удалить пресет «Детективы»?' });
    await expect(args.onDeletePreset).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await expect(args.onDeletePreset).toHaveBeenCalledWith('Детективы');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Пресет/ })).toHaveTextContent('Не выбран');
  },
};

/** "Сбросить" brings back the route's default filter and is then disabled. */
export const Reset: Story = {
  ...GamesWithPresets,
  args: { ...GamesWithPresets.args, value: full, presets: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const reset = canvas.getByRole('button', { name: 'Сбросить' });
    await userEvent.click(reset);
    await expect(args.onChange).toHaveBeenLastCalledWith(games);
    await expect(reset).toBeDisabled();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};
