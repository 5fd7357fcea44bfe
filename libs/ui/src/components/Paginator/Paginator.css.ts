import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { inlineList } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

const mobile = media.below(breakpoints.mobile);

export const paginator = recipe({
  base: {
    fontFamily: vars.font.family.body,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PaginatorVariants = NonNullable<RecipeVariants<typeof paginator>>;

const small = paginator.classNames.variants.size.sm;

export const paginatorList = style(inlineList);

/** Page numbers and ellipses: hidden in the compact mobile layout. */
export const paginatorPageItem = style({
  display: 'flex',
  '@media': { [mobile]: { display: 'none' } },
});

/** "N из M": only in the compact mobile layout. */
export const paginatorCompact = style({
  display: 'none',
  padding: `0 ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  '@media': { [mobile]: { display: 'flex' } },
});

export const paginatorEllipsis = style({
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  minWidth: vars.size.controlMd,
  color: vars.color.textMuted,
  selectors: { [`${small} &`]: { minWidth: vars.size.controlSm } },
});

export const paginatorButton = style({
  boxSizing: 'border-box',
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  minWidth: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${small} &`]: { minWidth: vars.size.controlSm, height: vars.size.controlSm },
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-pressed]': { borderColor: vars.color.accent },
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-focus-visible]': focusRing.outside,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      background: 'none',
    },
  },
});
