import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import {
  controlGroupColumn,
  toggleLabel,
  toggleLabelSizes,
  toggleMark,
} from '../../theme/control-states.css';
import { flexColumn } from '../../theme/flex';

export const radioGroup = style(controlGroupColumn);

export const radioGroupItems = style({
  ...flexColumn({ gap: vars.space.sm }),
  selectors: {
    [`${radioGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const radio = recipe({
  base: toggleLabel,
  variants: toggleLabelSizes,
  defaultVariants: { size: 'md' },
});

export type RadioVariants = NonNullable<RecipeVariants<typeof radio>>;

const base = radio.classNames.base;

export const radioCircle = style({
  ...toggleMark(base, {
    selected: {
      [`${base}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.35em' },
    },
    invalid: { [`${base}[data-invalid] &`]: { borderColor: vars.color.danger } },
  }),
  width: '1.15em',
  height: '1.15em',
  borderRadius: vars.radius.full,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
});
