/**
 * The colour roles of each theme as plain values, so tests can check every pair against WCAG AA
 * (contrast.test.ts) without a browser; `light.css.ts` and `dark.css.ts` turn them into themes.
 */
export const lightPalette = {
  background: '#f6f5fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  text: '#1c1a27',
  textMuted: '#4f4b62',
  border: '#d4d1e0',
  accent: '#5a3ec8',
  accentHover: '#4b31ad',
  accentPressed: '#3e2791',
  onAccent: '#ffffff',
  accentSubtle: '#ece8fb',
  focusRing: '#2f6fd6',
  danger: '#b4232c',
  dangerHover: '#961c24',
  onDanger: '#ffffff',
  success: '#1f7a43',
  disabledText: '#6d6a7c',
  disabledSurface: '#e8e6ef',
  backdrop: '#1c1a2773',
} as const;

export type Palette = Record<keyof typeof lightPalette, string>;

export const darkPalette: Palette = {
  background: '#15131d',
  surface: '#1e1b29',
  surfaceRaised: '#272336',
  text: '#eceaf4',
  textMuted: '#b5b1c8',
  border: '#3d3854',
  accent: '#a897fb',
  accentHover: '#bcaefc',
  accentPressed: '#cec4fd',
  onAccent: '#15131d',
  accentSubtle: '#2e2847',
  focusRing: '#7fb0ff',
  danger: '#ff8a91',
  dangerHover: '#ffa3a9',
  onDanger: '#15131d',
  success: '#63d491',
  disabledText: '#8f8ba0',
  disabledSurface: '#2b2839',
  backdrop: '#000000a6',
};
