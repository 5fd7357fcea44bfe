import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultFilter, presetFromFilter, type NovelFilter, type Preset } from '@vn/domain';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

const empty = defaultFilter('novels');
const tags = ['Школа', 'Романтика', 'Драма'];
const genres = ['Комедия', 'Мистика', 'Детектив'];
const platforms = ['PSP', 'Android', 'Windows', 'Nintendo Switch', 'Linux'];

const romance: Preset = presetFromFilter('Романтика', { ...empty, tags: ['Романтика'] });
const mystery: Preset = presetFromFilter('Мистика', { ...empty, genres: ['Мистика'] });

function renderPanel(props: Partial<FilterPanelProps> = {}) {
  const onChange = vi.fn<(next: NovelFilter) => void>();
  render(
    <FilterPanel
      value={empty}
      onChange={onChange}
      route="novels"
      tags={tags}
      genres={genres}
      platforms={platforms}
      years={[2016, 2015, 2014]}
      {...props}
    />,
  );
  return { onChange };
}

async function choose(select: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: select }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function typeInto(label: string, text: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.keyboard(text);
}

describe('FilterPanel (docs/product §2.2, §3)', () => {
  it('groups its controls in named fieldsets, without presets for a guest', () => {
    renderPanel();
    expect(screen.getByRole('group', { name: 'Общее' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Теги и жанры' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Платформы и длина' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Пресеты' })).not.toBeInTheDocument();
  });

  it('offers the section only when sections are given, with their Russian names', async () => {
    const { onChange } = renderPanel({
      value: defaultFilter('games'),
      route: 'games',
      sections: ['game', 'rpgmaker', 'ai', 'all'],
    });
    expect(screen.getByRole('button', { name: /Раздел/ })).toHaveTextContent('Аниме игры');
    await choose(/Раздел/, 'Машинный перевод');
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultFilter('games'), section: 'ai' });
  });

  it('has no section choice without sections', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: /Раздел/ })).not.toBeInTheDocument();
  });

  it('changes only the release year, and back to any year', async () => {
    const { onChange } = renderPanel({ value: { ...empty, releasedYear: 2016 } });
    await choose(/Год выхода/, '2015');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, releasedYear: 2015 });
    await choose(/Год выхода/, 'Любой');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, releasedYear: null });
  });

  it('narrows to translations at least so far along, and back to any (ours, §A1.11)', async () => {
    const { onChange } = renderPanel();
    expect(screen.getByRole('button', { name: /Прогресс перевода/ })).toHaveTextContent('Любой');
    await choose(/Прогресс перевода/, 'От 50 %');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, translationProgress: 50 });
    await choose(/Прогресс перевода/, 'Переведено полностью');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, translationProgress: 100 });
  });

  it('shows a threshold from the address that it does not offer, and goes back to any', async () => {
    const { onChange } = renderPanel({ value: { ...empty, translationProgress: 33 } });
    expect(screen.getByRole('button', { name: /Прогресс перевода/ })).toHaveTextContent('От 33 %');
    await choose(/Прогресс перевода/, 'Любой');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, translationProgress: null });
  });

  it('changes the rating field, re-sorting descending when sorting by rating (§4)', async () => {
    const byRating: NovelFilter = { ...empty, sort: { sortBy: 'rating', direction: 'asc' } };
    const { onChange } = renderPanel({ value: byRating });
    await choose(/Рейтинг/, 'Рейтинг сайта');
    expect(onChange).toHaveBeenLastCalledWith({
      ...byRating,
      ratingField: 'bRating',
      sort: { sortBy: 'rating', direction: 'desc' },
    });
  });

  it('adds a tag from the vocabulary, whatever the case typed', async () => {
    const { onChange } = renderPanel();
    await typeInto('Теги', 'романтика{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, tags: ['Романтика'] });
  });

  it('does not filter by a typed value that is not in the vocabulary', async () => {
    const { onChange } = renderPanel();
    await typeInto('Жанры', 'Пионерлагерь{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves a tag from include to exclude, keeping the two disjoint', async () => {
    const value = { ...empty, tags: ['Драма', 'Школа'] };
    const { onChange } = renderPanel({ value });
    await typeInto('Исключить теги', 'драма{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...value,
      tags: ['Школа'],
      excludeTags: ['Драма'],
    });
  });

  it('moves a genre from exclude to include, keeping the two disjoint', async () => {
    const value = { ...empty, excludeGenres: ['Мистика'] };
    const { onChange } = renderPanel({ value });
    await typeInto('Жанры', 'Мистика{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...value,
      genres: ['Мистика'],
      excludeGenres: [],
    });
  });

  it('removes an excluded genre with its button', async () => {
    const value = { ...empty, excludeGenres: ['Мистика', 'Детектив'] };
    const { onChange } = renderPanel({ value });
    const chosen = screen.getByRole('grid', { name: 'Исключить жанры: выбрано' });
    const row = within(chosen).getByRole('row', { name: 'Мистика' });
    await userEvent.click(within(row).getByRole('button', { name: /Удалить/ }));
    expect(onChange).toHaveBeenLastCalledWith({ ...value, excludeGenres: ['Детектив'] });
  });

  it('lists platforms in the domain order and toggles one', async () => {
    const { onChange } = renderPanel({ value: { ...empty, platforms: ['Windows'] } });
    const group = screen.getByRole('group', { name: 'Платформы' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Linux', 'Windows', 'Nintendo Switch', 'Android', 'PSP']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Android' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, platforms: ['Windows', 'Android'] });
  });

  it('changes the length range (§5)', async () => {
    const { onChange } = renderPanel({ value: { ...empty, lengths: ['short'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Длинная (30–50 ч)' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...empty,
      lengths: ['short', 'medium', 'long'],
    });
  });

  it('goes back to the first page on any change', async () => {
    const { onChange } = renderPanel({ value: { ...empty, page: 4 } });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Linux' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, platforms: ['Linux'], page: 0 });
  });

  it('resets to the route default filter', async () => {
    const changed: NovelFilter = {
      ...defaultFilter('games'),
      section: 'rpgmaker',
      releasedYear: 2015,
      tags: ['Школа'],
      lengths: ['long'],
    };
    const { onChange } = renderPanel({ value: changed, route: 'games' });
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(onChange).toHaveBeenLastCalledWith(defaultFilter('games'));
  });

  it('disables "Сбросить" on the default filter', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Сбросить' })).toBeDisabled();
  });

  describe('presets', () => {
    it('applies the chosen preset', async () => {
      const onApplyPreset = vi.fn();
      renderPanel({ presets: [romance, mystery], onApplyPreset });
      expect(screen.getByRole('group', { name: 'Пресеты' })).toBeInTheDocument();
      await choose(/Пресет/, 'Мистика');
      expect(onApplyPreset).toHaveBeenCalledWith(mystery);
    });

    it('shows the preset the filter matches, and offers rename and delete only then', () => {
      renderPanel({ presets: [romance, mystery], value: { ...empty, genres: ['Мистика'] } });
      expect(screen.getByRole('button', { name: /Пресет/ })).toHaveTextContent('Мистика');
      expect(screen.getByRole('button', { name: 'Переименовать пресет' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Удалить пресет' })).toBeEnabled();
    });

    it('cannot rename or delete when the filter matches no preset', () => {
      renderPanel({ presets: [romance], value: { ...empty, releasedYear: 2015 } });
      expect(screen.getByRole('button', { name: 'Переименовать пресет' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Удалить пресет' })).toBeDisabled();
    });

    it('saves under a checked, trimmed name: required and unique (§5)', async () => {
      const onSavePreset = vi.fn();
      renderPanel({ presets: [romance], onSavePreset });
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить пресет' }));
      const dialog = screen.getByRole('dialog', { name: 'Сохранить пресет' });
      const name = within(dialog).getByRole('textbox', { name: 'Название' });
      const save = within(dialog).getByRole('button', { name: 'Сохранить' });

      await userEvent.click(save);
      expect(name).toHaveAccessibleDescription('Введите название пресета');
      expect(name).toHaveAttribute('aria-invalid', 'true');

      await userEvent.type(name, '  романтика ');
      await userEvent.click(save);
      expect(name).toHaveAccessibleDescription('Такое имя уже существует');
      expect(onSavePreset).not.toHaveBeenCalled();

      await userEvent.clear(name);
      await userEvent.type(name, ' Длинные детективы ');
      await userEvent.click(save);
      expect(onSavePreset).toHaveBeenCalledWith('Длинные детективы');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('renames the shown preset, refusing a name another preset has', async () => {
      const onRenamePreset = vi.fn();
      renderPanel({
        presets: [romance, mystery],
        value: { ...empty, tags: ['Романтика'] },
        onRenamePreset,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Переименовать пресет' }));
      const dialog = screen.getByRole('dialog', { name: 'Переименовать пресет' });
      const name = within(dialog).getByRole('textbox', { name: 'Название' });
      expect(name).toHaveValue('Романтика');
      await userEvent.clear(name);
      await userEvent.type(name, 'МИСТИКА');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(name).toHaveAccessibleDescription('Такое имя уже существует');
      await userEvent.clear(name);
      await userEvent.type(name, 'Школьная романтика');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(onRenamePreset).toHaveBeenCalledWith('Романтика', 'Школьная романтика');
    });

    it('deletes the shown preset only after confirmation', async () => {
      const onDeletePreset = vi.fn();
      renderPanel({
        presets: [romance, mystery],
        value: { ...empty, genres: ['Мистика'] },
        onDeletePreset,
      });
      await userEvent.click(screen.getByRole('button', { name: 'Удалить пресет' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Удалить пресет «Мистика»?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
      expect(onDeletePreset).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Удалить пресет' }));
      const again = screen.getByRole('alertdialog', { name: 'Удалить пресет «Мистика»?' });
      await userEvent.click(within(again).getByRole('button', { name: 'Удалить' }));
      expect(onDeletePreset).toHaveBeenCalledWith('Мистика');
    });
  });
});
