import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus-ring.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const keys = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const key = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.accentSubtle },
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&[data-focus-visible]': focusRing.outside,
  },
});

export const ratingField = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const select = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});
