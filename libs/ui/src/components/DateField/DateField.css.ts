import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

/** The box of segments: looks like a text input, focus shows on the whole box. */
export const dateFieldInput = style({
  ...flexRow({ align: 'center' }),
  cursor: 'text',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.accent },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const dateFieldSegment = style({
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-type="literal"]': { padding: 0, color: vars.color.textMuted },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-invalid]:not([data-focused])': { color: vars.color.danger },
    '&[data-disabled]': { color: vars.color.disabledText },
  },
});
