import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  alignItems: 'baseline',
  color: vars.color.text,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const main = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const votes = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
});
