import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appearanceFrom,
  defaultAppearance,
  isImageBlurred,
  isSpoilerHidden,
  resolveTheme,
  safetyMarkList,
  safetyMarksOf,
  visibleTags,
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
    expect(
      appearanceFrom({ theme: 'dark', showSensitiveImages: true, showSpoilerTags: true }),
    ).toEqual({ theme: 'dark', showSensitiveImages: true, showSpoilerTags: true });
    expect(
      appearanceFrom({ theme: 'sepia', showSensitiveImages: 'yes', showSpoilerTags: 1 }),
    ).toEqual(defaultAppearance);
    // An appearance stored before spoiler tags existed keeps what it had and hides them.
    expect(appearanceFrom({ theme: 'light', showSensitiveImages: true })).toEqual({
      theme: 'light',
      showSensitiveImages: true,
      showSpoilerTags: false,
    });
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

  it('hides spoiler tags from new readers and guests by default (docs/product §A5.6)', () => {
    expect(defaultAppearance.showSpoilerTags).toBe(false);
    expect(isSpoilerHidden({ spoiler: true }, defaultAppearance)).toBe(true);
  });

  it('hides a tag only when it is marked a spoiler and the reader hides spoilers (§A5.6)', () => {
    const hides = { showSpoilerTags: false };
    const shows = { showSpoilerTags: true };
    expect(isSpoilerHidden({ spoiler: true }, hides)).toBe(true);
    expect(isSpoilerHidden({ spoiler: false }, hides)).toBe(false);
    expect(isSpoilerHidden({}, hides)).toBe(false);
    expect(isSpoilerHidden({ spoiler: true }, shows)).toBe(false);
  });

  it('lists the visible tags in their order, leaving out hidden spoilers (§A5.6)', () => {
    const tags = [
      { _id: 'a', value: 'Школа' },
      { _id: 'b', value: 'Смерть героини', spoiler: true },
      { _id: 'c', value: 'Романтика', spoiler: false },
    ];
    expect(visibleTags(tags, { showSpoilerTags: false }).map((tag) => tag._id)).toEqual(['a', 'c']);
    expect(visibleTags(tags, { showSpoilerTags: true })).toEqual(tags);
  });

  it('never shows a hidden spoiler and keeps every other tag, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), spoiler: fc.option(fc.boolean(), { nil: undefined }) })),
        fc.boolean(),
        (tags, showSpoilerTags) => {
          const shown = visibleTags(tags, { showSpoilerTags });
          expect(shown).toEqual(tags.filter((tag) => showSpoilerTags || tag.spoiler !== true));
          expect(shown.some((tag) => isSpoilerHidden(tag, { showSpoilerTags }))).toBe(false);
        },
      ),
    );
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
