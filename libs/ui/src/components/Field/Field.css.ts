import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { disabledControl } from '../../theme/control-states.css';
import { flexColumn } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

/*
 * The field kit's look, shared by every labelled field (TextField, PasswordField, TextArea,
 * SearchField, Select, ComboBox, DateField, TagInput, RadioGroup, RatingPicker, LengthRangePicker)
 * and, through `fieldStyles`, by the editors' fields: the column, the label, the box a value is typed
 * in, the description and the error.
 */

export const fieldRoot = style({
  ...flexColumn({ gap: vars.space.xs }),
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  minWidth: 0,
});

export const fieldLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const fieldDescription = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.danger,
});

/** The box a value is typed in: border, states from react-aria's data attributes. */
export const fieldInput = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: 'inherit',
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.accent },
      '&[data-focused]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing.near,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': disabledControl,
    },
  },
  variants: {
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.font.size.md,
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export type FieldInputVariants = NonNullable<RecipeVariants<typeof fieldInput>>;
