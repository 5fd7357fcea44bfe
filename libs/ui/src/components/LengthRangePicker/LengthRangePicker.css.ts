import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { buttonSizes, controlGroupColumn, disabledControl } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const lengthRangePicker = style(controlGroupColumn);

export const lengthRangePickerGroup = style(flexRow({ wrap: true, gap: vars.space.xs }));

export const lengthRangePickerButton = recipe({
  base: {
    boxSizing: 'border-box',
    ...flexRow({ inline: true, align: 'center' }),
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-pressed]': { background: vars.color.accentSubtle },
      '&[data-selected]': {
        background: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.onAccent,
      },
      '&[data-selected][data-hovered]': { background: vars.color.accentHover },
      '&[data-focus-visible]': focusRing.outside,
      '&[data-disabled]': disabledControl,
    },
  },
  variants: {
    size: buttonSizes,
  },
  defaultVariants: { size: 'md' },
});

export type LengthRangePickerVariants = NonNullable<RecipeVariants<typeof lengthRangePickerButton>>;
