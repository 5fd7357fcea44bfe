import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const comboBoxGroup = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const comboBoxInput = style({
  paddingRight: `calc(${vars.size.controlSm} + ${vars.space.xs})`,
});

export const comboBoxSpinner = style({
  position: 'absolute',
  right: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  animation: `${spin} calc(5 * ${vars.motion.durationNormal}) linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const comboBoxPopover = style({
  boxSizing: 'border-box',
  minWidth: 'var(--trigger-width)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
  overflow: 'hidden',
});

/** SPEC.md §9: menus are at most 10 rows high. */
export const comboBoxListBox = style({
  maxHeight: `calc(10 * ${vars.size.controlSm})`,
  overflowY: 'auto',
  outline: 'none',
});

export const comboBoxOption = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
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

/** "Загрузка..." / "Ничего не найдено" inside the open list. */
export const comboBoxEmpty = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
