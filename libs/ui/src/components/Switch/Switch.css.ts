import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import {
  toggleColumn,
  toggleLabel,
  toggleLabelSizes,
  toggleMark,
} from '../../theme/control-states.css';
import { fieldDescription } from '../Field/Field.css';

export const switchRoot = style(toggleColumn);

export const switchControl = recipe({
  base: { ...toggleLabel, color: vars.color.text },
  variants: toggleLabelSizes,
  defaultVariants: { size: 'md' },
});

export type SwitchVariants = NonNullable<RecipeVariants<typeof switchControl>>;

const base = switchControl.classNames.base;

export const switchTrack = style({
  ...toggleMark(base, {
    selected: {
      [`${base}[data-selected] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  }),
  position: 'relative',
  width: '2.2em',
  height: '1.25em',
  borderRadius: vars.radius.full,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
});

export const switchThumb = style({
  position: 'absolute',
  top: '50%',
  left: vars.space.xxs,
  width: '0.8em',
  height: '0.8em',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transform: 'translateY(-50%)',
  transition: `left ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${base}[data-selected] &`]: {
      left: `calc(100% - 0.8em - ${vars.space.xxs})`,
      background: vars.color.onAccent,
    },
    [`${base}[data-disabled] &`]: { background: vars.color.disabledText },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The field kit's description, lined up with the label after the track. */
export const switchDescription = style([
  fieldDescription,
  { paddingLeft: `calc(2.2em + ${vars.space.sm})` },
]);
