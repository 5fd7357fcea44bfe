import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';
import { focusRing } from '../../theme/focus-ring.css';

export const footer = style({
  ...flexRow({ wrap: true, align: 'center', justify: 'space-between', gap: vars.space.md }),
  padding: `${vars.space.lg} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const links = style({
  ...flexRow({ gap: vars.space.lg }),
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.accent,
  selectors: {
    '&:focus-visible': focusRing.outside,
  },
});
