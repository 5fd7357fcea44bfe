import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import {
  toggleColumn,
  toggleLabel,
  toggleLabelSizes,
  toggleMark,
} from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';
import { fieldDescription, fieldError } from '../Field/Field.css';

export const checkboxRoot = style(toggleColumn);

export const checkbox = recipe({
  base: { ...toggleLabel, color: vars.color.text },
  variants: toggleLabelSizes,
  defaultVariants: { size: 'md' },
});

export type CheckboxVariants = NonNullable<RecipeVariants<typeof checkbox>>;

const base = checkbox.classNames.base;

export const checkboxBox = style({
  ...toggleMark(base, {
    selected: {
      [`${base}[data-selected] &, ${base}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
    invalid: {
      [`${base}[data-invalid] &`]: { borderColor: vars.color.danger },
      [`${base}[data-invalid][data-selected] &`]: { background: vars.color.danger },
    },
    disabled: { color: vars.color.disabledText },
  }),
  ...flexRow({ inline: true, align: 'center', justify: 'center' }),
  width: '1.15em',
  height: '1.15em',
  borderRadius: vars.radius.sm,
  color: vars.color.onAccent,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
});

/** The field kit's description and error, lined up with the label after the box. */
const besideBox = { paddingLeft: `calc(1.15em + ${vars.space.sm})` };

export const checkboxDescription = style([fieldDescription, besideBox]);

export const checkboxError = style([fieldError, besideBox]);
