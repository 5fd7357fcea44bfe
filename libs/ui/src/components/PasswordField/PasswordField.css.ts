import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const passwordGroup = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

/** Room on the right of the input for the toggle. */
export const passwordInput = style({
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
});

export const passwordToggle = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.accentSubtle },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing.edge,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
