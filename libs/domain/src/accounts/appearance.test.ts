import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appearanceFrom,
  defaultAppearance,
  isImageBlurred,
  resolveTheme,
  safetyMarkList,
  safetyMarksOf,
  withSafetyMarks,
  type ImageSafetyMarks,
} from './appearance';

describe('appearance: theme and marked images', () => {
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

  it('lists the marks an image carries, and sets exactly the marks chosen', () => {
    expect(safetyMarkList({ erotic: true, violence: false, sexualContent: true })).toEqual([
      'sexualContent',
      'erotic',
    ]);
    expect(safetyMarkList(null)).toEqual([]);
    const poster = { full: '/p.webp', preview: '/p-s.webp', sexualContent: true, violence: true };
    expect(withSafetyMarks(poster, ['erotic'])).toEqual({
      full: '/p.webp',
      preview: '/p-s.webp',
      erotic: true,
    });
    expect(withSafetyMarks(poster, [])).toEqual({ full: '/p.webp', preview: '/p-s.webp' });
  });

  it('round-trips marks through their list', () => {
    fc.assert(
      fc.property(
        fc.record({ sexualContent: fc.boolean(), violence: fc.boolean(), erotic: fc.boolean() }),
        (marks) => {
          const plain: ImageSafetyMarks & { full: string } = { full: '/x' };
          const image = withSafetyMarks(plain, safetyMarkList(marks));
          expect(safetyMarkList(image)).toEqual(safetyMarkList(marks));
          expect(image).toEqual({ full: '/x', ...safetyMarksOf(marks) });
        },
      ),
    );
  });
});
