import { describe, expect, it } from 'vitest';
import {
  appearanceFrom,
  defaultAppearance,
  isImageBlurred,
  resolveTheme,
  safetyMarksOf,
} from './appearance';

describe('appearance (issue 19: theme and marked images)', () => {
  it('draws the chosen theme, or the system one for "system"', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads a stored appearance, falling back field by field', () => {
    expect(appearanceFrom({ theme: 'dark', showSensitiveImages: true })).toEqual({
      theme: 'dark',
      showSensitiveImages: true,
    });
    expect(appearanceFrom({ theme: 'sepia', showSensitiveImages: 'yes' })).toEqual(
      defaultAppearance,
    );
    expect(appearanceFrom(null)).toEqual(defaultAppearance);
    expect(appearanceFrom('dark')).toEqual(defaultAppearance);
  });

  it('blurs images marked sexual content or violence unless the reader chose to see them', () => {
    const blurred = { showSensitiveImages: false };
    expect(isImageBlurred({ sexualContent: true }, blurred)).toBe(true);
    expect(isImageBlurred({ violence: true }, blurred)).toBe(true);
    expect(isImageBlurred({ erotic: true }, blurred)).toBe(false);
    expect(isImageBlurred({}, blurred)).toBe(false);
    expect(isImageBlurred(null, blurred)).toBe(false);
    expect(isImageBlurred({ sexualContent: true }, { showSensitiveImages: true })).toBe(false);
  });

  it('keeps only the marks that are set', () => {
    expect(safetyMarksOf({ sexualContent: true, violence: false, erotic: true })).toEqual({
      sexualContent: true,
      erotic: true,
    });
    expect(safetyMarksOf(undefined)).toEqual({});
  });
});
