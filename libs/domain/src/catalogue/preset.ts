import type { z } from 'zod';
import type { NovelFilter } from './filter';
import type { presetFiltersSchema, presetSchema } from './schemas';

/** What a preset keeps: the filter without search, page, limit and section (docs/product §3). */
export type PresetFilters = z.infer<typeof presetFiltersSchema>;
export type Preset = z.infer<typeof presetSchema>;

export const PRESET_NAME_REQUIRED = 'Введите название пресета';
export const PRESET_NAME_TAKEN = 'Такое имя уже существует';

/** The preset a name and the current filter make. */
export function presetFromFilter(name: string, filter: NovelFilter): Preset {
  const {
    search: _search,
    page: _page,
    limit: _limit,
    section: _section,
    ratingField,
    ...filters
  } = filter;
  return { name: name.trim(), ratingField, filters };
}

/** The filter after applying a preset: its filters and rating field, from the first page (§3). */
export function applyPreset(filter: NovelFilter, preset: Preset): NovelFilter {
  return { ...filter, ...preset.filters, ratingField: preset.ratingField, page: 0 };
}

/** Whether two lists of filter values hold the same values, whatever their order. */
export const haveSameValues = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value) => b.includes(value));

/**
 * Whether the filter is what the preset sets (the filter panel marks that preset as applied):
 * every field a preset keeps is equal, its lists compared as sets.
 */
export function isPresetApplied(filter: NovelFilter, preset: Preset): boolean {
  const current = presetFromFilter(preset.name, filter);
  const { filters } = preset;
  return (
    current.ratingField === preset.ratingField &&
    current.filters.sort.sortBy === filters.sort.sortBy &&
    current.filters.sort.direction === filters.sort.direction &&
    current.filters.releasedYear === filters.releasedYear &&
    current.filters.translationProgress === filters.translationProgress &&
    haveSameValues(current.filters.tags, filters.tags) &&
    haveSameValues(current.filters.genres, filters.genres) &&
    haveSameValues(current.filters.platforms, filters.platforms) &&
    haveSameValues(current.filters.excludeTags, filters.excludeTags) &&
    haveSameValues(current.filters.excludeGenres, filters.excludeGenres) &&
    haveSameValues(current.filters.lengths, filters.lengths)
  );
}

/**
 * Why a preset name cannot be used, or null when it can (§5): required, and unique among the
 * reader's presets ignoring case and surrounding spaces. `renaming` is the preset being renamed,
 * which may keep its own name.
 */
export function presetNameProblem(
  name: string,
  context: { existing: readonly Preset[]; renaming?: string },
): string | null {
  const wanted = name.trim().toLocaleLowerCase('ru');
  if (!wanted) return PRESET_NAME_REQUIRED;
  const taken = context.existing.some((preset) => {
    const existing = preset.name.trim().toLocaleLowerCase('ru');
    return existing === wanted && preset.name !== context.renaming;
  });
  return taken ? PRESET_NAME_TAKEN : null;
}
