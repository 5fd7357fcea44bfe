import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { disabledLabel, inFieldButton } from '../../theme/control-states.css';
import { flexRow } from '../../theme/flex';

export const passwordGroup = style({
  position: 'relative',
  ...flexRow({ align: 'center' }),
});

/** Room on the right of the input for the toggle. */
export const passwordInput = style({
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
});

export const passwordToggle = style({
  ...inFieldButton,
  right: vars.space.xs,
  selectors: { ...inFieldButton.selectors, '&[data-disabled]': disabledLabel },
});
