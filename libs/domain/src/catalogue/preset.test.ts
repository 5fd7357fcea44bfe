import { describe, expect, it } from 'vitest';
import { defaultFilter } from './filter';
import {
  applyPreset,
  isPresetApplied,
  PRESET_NAME_REQUIRED,
  PRESET_NAME_TAKEN,
  presetFromFilter,
  presetNameProblem,
} from './preset';
import { presetSchema } from './schemas';

describe('presets (docs/product §3, §5)', () => {
  const filter = {
    ...defaultFilter('novels'),
    search: 'лето',
    page: 4,
    section: 'all' as const,
    ratingField: 'bRating' as const,
    tags: ['school'],
  };

  it('keeps the filter without search, page, limit and section, and the rating field apart', () => {
    const preset = presetFromFilter('  Школа ', filter);
    expect(preset.name).toBe('Школа');
    expect(preset.ratingField).toBe('bRating');
    expect(preset.filters).not.toHaveProperty('search');
    expect(preset.filters).not.toHaveProperty('page');
    expect(preset.filters).not.toHaveProperty('limit');
    expect(preset.filters).not.toHaveProperty('section');
    expect(preset.filters.tags).toEqual(['school']);
  });

  it('applies a preset from the first page, keeping search and section', () => {
    const applied = applyPreset(
      filter,
      presetFromFilter('x', { ...defaultFilter('novels'), genres: ['drama'] }),
    );
    expect(applied).toMatchObject({
      search: 'лето',
      section: 'all',
      page: 0,
      genres: ['drama'],
      tags: [],
      ratingField: 'mixRating',
    });
  });

  it('requires a name and refuses one already taken, ignoring case and spaces', () => {
    const existing = [presetFromFilter('Школа', filter)];
    expect(presetNameProblem('   ', { existing })).toBe(PRESET_NAME_REQUIRED);
    expect(presetNameProblem(' школа ', { existing })).toBe(PRESET_NAME_TAKEN);
    expect(PRESET_NAME_TAKEN).toBe('Такое имя уже существует');
    expect(presetNameProblem('Лето', { existing })).toBeNull();
  });

  it('lets a preset keep its own name when renamed', () => {
    const existing = [presetFromFilter('Школа', filter)];
    expect(presetNameProblem('Школа', { existing, renaming: 'Школа' })).toBeNull();
  });

  it('knows the preset a filter is at: its fields equal, lists as sets, search and page aside', () => {
    const preset = presetFromFilter('Школа', { ...filter, tags: ['school', 'drama'] });
    expect(isPresetApplied({ ...filter, tags: ['drama', 'school'] }, preset)).toBe(true);
    expect(
      isPresetApplied({ ...filter, tags: ['drama', 'school'], search: '', page: 0 }, preset),
    ).toBe(true);
    expect(isPresetApplied({ ...filter, tags: ['school'] }, preset)).toBe(false);
    expect(
      isPresetApplied({ ...filter, tags: ['drama', 'school'], releasedYear: 2015 }, preset),
    ).toBe(false);
    expect(
      isPresetApplied({ ...filter, tags: ['drama', 'school'], ratingField: 'mixRating' }, preset),
    ).toBe(false);
    expect(
      isPresetApplied({ ...filter, tags: ['drama', 'school'], translationProgress: 50 }, preset),
    ).toBe(false);
  });

  it('reads a preset saved before the translation threshold existed as having none', () => {
    const { translationProgress: _none, ...older } = presetFromFilter('Школа', filter).filters;
    const parsed = presetSchema.parse({ name: 'Школа', ratingField: 'bRating', filters: older });
    expect(parsed.filters.translationProgress).toBeNull();
    expect(isPresetApplied(filter, parsed)).toBe(true);
  });
});
