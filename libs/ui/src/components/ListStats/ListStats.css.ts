import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.textMuted });

export const count = style({ margin: 0, fontWeight: vars.font.weight.medium, textAlign: 'right' });

/** Groups a term with its count without breaking the grid. */
export const row = style({ display: 'contents' });
