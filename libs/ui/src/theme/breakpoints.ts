/**
 * Breakpoints of docs/product §9. CSS variables cannot appear in media queries, so these are constants
 * and every media query in the library is built here.
 */
export const breakpoints = {
  /** Below this width the site is in its mobile layout (bottom navigation, one pane at a time). */
  mobile: 600,
  /** Below this width the desktop menu folds into the drawer. */
  tablet: 850,
} as const;

/** The card grid drops a column below each of these widths (5 columns above 1000 px). */
export const gridBreakpoints = [1000, 880, 850, 740, 700] as const;

export const media = {
  below: (width: number) => `screen and (max-width: ${width - 0.02}px)`,
  atLeast: (width: number) => `screen and (min-width: ${width}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
