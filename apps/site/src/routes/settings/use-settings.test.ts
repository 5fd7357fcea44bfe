import { userSettingsSchema } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { settingsAfter } from './use-settings';

const defaults = userSettingsSchema.parse({});

describe('the settings shown right after a change', () => {
  it('changes only the list visibility named, keeping the others', () => {
    const next = settingsAfter(defaults, { lists: { dropped: false, rating: 2 } });
    expect(next.lists).toEqual({ ...defaults.lists, dropped: false, rating: 2 });
    expect(next.mainPageAddedExtended).toBe(defaults.mainPageAddedExtended);
  });

  it('replaces a single value', () => {
    expect(settingsAfter(defaults, { mainPageBestsExtended: 15 }).mainPageBestsExtended).toBe(15);
  });

  it('leaves the settings as they were for an empty change', () => {
    expect(settingsAfter(defaults, {})).toEqual(defaults);
  });
});
