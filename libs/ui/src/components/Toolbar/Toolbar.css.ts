import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const toolbar = style({
  ...flexRow({ wrap: true, align: 'center', gap: vars.space.xxs }),
  fontFamily: vars.font.family.body,
});

/** A square tool holding an icon; pressed (toggled on) tools are tinted like a selected option. */
export const toolbarButton = recipe({
  base: {
    ...flexRow({ inline: true, align: 'center', justify: 'center' }),
    boxSizing: 'border-box',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.accentSubtle },
      '&[data-pressed]': { background: vars.color.border },
      '&[data-selected]': {
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
        color: vars.color.accent,
      },
      '&[data-focus-visible]': focusRing.near,
      '&[data-disabled]': {
        cursor: 'not-allowed',
        color: vars.color.disabledText,
        background: 'transparent',
      },
    },
  },
  variants: {
    /** A tool with its name written beside the icon (a mode switch such as the preview). */
    withText: {
      true: {
        width: 'auto',
        gap: vars.space.xs,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      false: {},
    },
  },
  defaultVariants: { withText: false },
});

export type ToolbarButtonVariants = NonNullable<RecipeVariants<typeof toolbarButton>>;

export const toolbarIcon = style({ width: '18px', height: '18px', flexShrink: 0 });

export const toolbarSeparator = style({
  alignSelf: 'stretch',
  width: '1px',
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.border,
  border: 'none',
});
