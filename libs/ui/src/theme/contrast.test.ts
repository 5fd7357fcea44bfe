import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, type Palette } from './palettes';

/** Every pair of roles that components put together, with the WCAG AA minimum it must meet. */
const pairs: { foreground: keyof Palette; background: keyof Palette; minimum: number }[] = [
  // Body and secondary text (4.5:1).
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'text', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'text', background: 'accentSubtle', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceRaised', minimum: 4.5 },
  // A highlighted search suggestion's section label (SearchSuggest).
  { foreground: 'textMuted', background: 'accentSubtle', minimum: 4.5 },
  // Accent as text (links, secondary buttons) and text on accent and danger fills.
  { foreground: 'accent', background: 'surface', minimum: 4.5 },
  { foreground: 'accent', background: 'background', minimum: 4.5 },
  { foreground: 'accent', background: 'accentSubtle', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentHover', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentPressed', minimum: 4.5 },
  { foreground: 'onDanger', background: 'danger', minimum: 4.5 },
  { foreground: 'onDanger', background: 'dangerHover', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'success', background: 'surface', minimum: 4.5 },
  // An added and a removed piece of a field's change on the page itself (FieldDiff).
  { foreground: 'success', background: 'background', minimum: 4.5 },
  { foreground: 'danger', background: 'background', minimum: 4.5 },
  // Disabled text is exempt from AA, but should stay readable.
  { foreground: 'disabledText', background: 'disabledSurface', minimum: 3 },
  // Non-text contrast (3:1): the focus ring against what it surrounds.
  { foreground: 'focusRing', background: 'background', minimum: 3 },
  { foreground: 'focusRing', background: 'surface', minimum: 3 },
  // A progress fill against its empty track (ProgressBar, ProgressGrid), in work and paused.
  { foreground: 'accent', background: 'border', minimum: 3 },
  { foreground: 'textMuted', background: 'border', minimum: 3 },
];

describe.each([
  ['light', lightPalette as Palette],
  ['dark', darkPalette],
])('%s theme contrast (WCAG AA)', (_name, palette) => {
  it.each(pairs)('$foreground on $background ≥ $minimum', ({ foreground, background, minimum }) => {
    expect(contrastRatio(palette[foreground], palette[background])).toBeGreaterThanOrEqual(minimum);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
