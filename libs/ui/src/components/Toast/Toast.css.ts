import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { breakpoints, media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const toastRegion = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: `min(${vars.size.panelNarrow}, calc(100vw - 2 * ${vars.space.lg}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing.far,
  },
  '@media': {
    [media.below(breakpoints.mobile)]: {
      insetInlineStart: vars.space.sm,
      insetInlineEnd: vars.space.sm,
      insetBlockEnd: vars.space.sm,
      width: 'auto',
    },
  },
});

export const toast = recipe({
  base: {
    ...flexRow({ align: 'flex-start', gap: vars.space.sm }),
    padding: `${vars.space.md} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing.outside,
    },
  },
  variants: {
    kind: {
      error: { background: vars.color.danger, color: vars.color.onDanger },
      success: { background: vars.color.success, color: vars.color.onAccent },
      info: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
    },
  },
  defaultVariants: { kind: 'info' },
});

export const toastIcon = style({
  flexShrink: 0,
  width: vars.font.size.xl,
  height: vars.font.size.xl,
});

export const toastContent = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});

export const toastClose = style({
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  flexShrink: 0,
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: `color-mix(in srgb, currentColor 15%, transparent)` },
    '&[data-pressed]': { background: `color-mix(in srgb, currentColor 25%, transparent)` },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;
