import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlGroupColumn, disabledControl } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const ratingPicker = style(controlGroupColumn);

export const ratingPickerRow = style(flexRow({ wrap: true, align: 'center', gap: vars.space.sm }));

export const ratingPickerScale = style(flexRow({ wrap: true, gap: vars.space.xxs }));

export const ratingPickerValue = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const ratingPickerOption = recipe({
  base: {
    boxSizing: 'border-box',
    ...flexRow({ inline: true, align: 'center', justify: 'center' }),
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      /* The scale up to the chosen mark is tinted, the mark itself filled. */
      '&:has(~ [data-selected])': { background: vars.color.accentSubtle },
      '&[data-selected]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      '&[data-pressed]': { borderColor: vars.color.accentPressed },
      '&[data-focus-visible]': focusRing.outside,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': disabledControl,
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.font.size.sm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RatingPickerVariants = NonNullable<RecipeVariants<typeof ratingPickerOption>>;
