import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

/**
 * The look of ProgressBar: the label and the value above a track. The fill is the accent on the
 * border colour (3:1 at least in both themes, contrast.test.ts), and the value is always written,
 * so the bar is never read by colour alone.
 */
export const progressBar = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      compact: { rowGap: vars.space.xxs, fontSize: vars.font.size.xs },
      default: { rowGap: vars.space.xs, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'default' },
});

export const progressBarLabel = style({
  gridRow: 1,
  gridColumn: 1,
  minWidth: 0,
  color: vars.color.textMuted,
});

export const progressBarValue = style({
  gridRow: 1,
  gridColumn: 2,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The track spans both columns; segments sit in it side by side, a hairline apart. */
export const progressBarTrack = recipe({
  base: {
    gridRow: 2,
    gridColumn: '1 / -1',
    ...flexRow({ gap: vars.space.xxs }),
    overflow: 'hidden',
    borderRadius: vars.radius.full,
  },
  variants: {
    size: {
      compact: { height: vars.space.xs },
      default: { height: vars.space.sm },
    },
  },
  defaultVariants: { size: 'default' },
});

/** One part's share of the track; its width (`flex-grow`) is the part's weight. */
export const progressBarSegment = style({
  flexBasis: 0,
  minWidth: vars.space.xxs,
  background: vars.color.border,
  overflow: 'hidden',
});

/** The done share of a segment (or of the whole track); its width is the percent. */
export const progressBarFill = style({
  height: '100%',
  background: vars.color.accent,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof progressBar>>;
