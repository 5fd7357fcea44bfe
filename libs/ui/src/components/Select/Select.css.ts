import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { listOption } from '../../theme/list-popup.css';

export const selectTrigger = style({
  ...flexRow({ align: 'center', justify: 'space-between', gap: vars.space.sm }),
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { borderColor: vars.color.accentPressed },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-open] > &': { borderColor: vars.color.accent },
  },
});

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '[data-disabled] &': { color: vars.color.disabledText },
  },
});

export const selectChevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});

/** A Select option: the shared option, with room for the check mark beside the label. */
export const selectOption = style([
  listOption,
  { justifyContent: 'space-between', gap: vars.space.sm },
]);
