import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const header = style(flexRow({ wrap: true, align: 'baseline', gap: vars.space.sm }));

export const group = style({
  fontWeight: vars.font.weight.bold,
  margin: 0,
  fontSize: vars.font.size.md,
});

export const status = style({ color: vars.color.accent, fontWeight: vars.font.weight.medium });

export const paid = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});
