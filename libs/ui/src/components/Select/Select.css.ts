import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const selectTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
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

export const selectPopover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  overflow: 'hidden',
});

/** SPEC.md §9: the menu is at most 10 rows high (each row is exactly `controlSm`). */
export const selectListBox = style({
  maxHeight: `calc(10 * ${vars.size.controlSm})`,
  overflowY: 'auto',
  outline: 'none',
});

export const selectOption = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.accentSubtle },
    '&[data-selected]': { color: vars.color.accent, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
