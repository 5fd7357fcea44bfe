import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { disabledControl } from '../../theme/control-states.css';
import { flexColumn } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const imageInputRoot = style({
  ...flexColumn({ gap: vars.space.xs }),
  fontFamily: vars.font.family.body,
});

export const imageInput = recipe({
  base: {
    boxSizing: 'border-box',
    ...flexColumn({ align: 'center', justify: 'center', gap: vars.space.sm }),
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    textAlign: 'center',
    outline: 'none',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-drop-target]': {
        borderColor: vars.color.accent,
        borderStyle: 'solid',
        background: vars.color.accentSubtle,
      },
      '&[data-focus-visible]': focusRing.outside,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': disabledControl,
    },
  },
  variants: {
    size: {
      sm: { padding: vars.space.md, fontSize: vars.font.size.sm },
      md: { padding: vars.space.xl, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ImageInputVariants = NonNullable<RecipeVariants<typeof imageInput>>;

export const imageInputIcon = style({
  color: vars.color.textMuted,
  selectors: { '[data-drop-target] &': { color: vars.color.accent } },
});

export const imageInputHint = style({
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});
