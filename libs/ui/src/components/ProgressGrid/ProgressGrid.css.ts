import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

/**
 * The grid's frame: as wide as its container and no wider; a table wider than that (five stages on
 * a 375 px phone) scrolls inside it, and the frame takes the keyboard's focus so arrows scroll it.
 */
export const progressGrid = style({
  boxSizing: 'border-box',
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});

export const progressGridTable = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const progressGridCaption = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  textAlign: 'start',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

const cellPadding = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  '@media': {
    [media.below(breakpoints.mobile)]: { padding: `${vars.space.sm} ${vars.space.sm}` },
  },
});

/** A column's stage, or the total's heading. */
export const progressGridColumnHeader = style([
  cellPadding,
  {
    color: vars.color.textMuted,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
  },
]);

/**
 * A part's name; it stays in view while the row scrolls sideways, on the surface so the cells pass
 * under it.
 */
export const progressGridRowHeader = style([
  cellPadding,
  {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    background: vars.color.surface,
    fontWeight: vars.font.weight.medium,
  },
]);

/** The corner above the parts' names, sticky as they are. */
export const progressGridCorner = style([progressGridColumnHeader, progressGridRowHeader]);

export const progressGridCell = style([
  cellPadding,
  { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
]);

/** The parts' own percent and the row of the whole translation stand out. */
export const progressGridTotal = style({ fontWeight: vars.font.weight.bold });

/** A stage not begun reads quieter than one in work. */
export const progressGridMuted = style({ color: vars.color.textMuted });

export const progressGridTrack = style({
  display: 'block',
  height: vars.space.xs,
  marginTop: vars.space.xs,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.border,
});

/** A paused stage's fill is muted: the text says «На паузе», the fill only echoes it. */
export const progressGridFill = recipe({
  base: { display: 'block', height: '100%' },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      muted: { background: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'accent' },
});
