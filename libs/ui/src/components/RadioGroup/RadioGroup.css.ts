import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlGroupColumn, toggleLabel, toggleLabelSizes } from '../../theme/control-states.css';
import { focusRing } from '../../theme/focus-ring.css';

export const radioGroup = style(controlGroupColumn);

export const radioGroupItems = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
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
  flexShrink: 0,
  boxSizing: 'border-box',
  width: '1.15em',
  height: '1.15em',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${base}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${base}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.35em' },
    [`${base}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${base}[data-focus-visible] &`]: focusRing.outside,
    [`${base}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${base}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
    },
  },
});
