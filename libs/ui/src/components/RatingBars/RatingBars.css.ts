import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bars = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** A row's three parts sit in the list's grid, so every bar starts and ends at the same place. */
export const row = style({ display: 'contents' });

export const value = style({ color: vars.color.textMuted, textAlign: 'right' });

export const track = style({
  alignSelf: 'center',
  blockSize: '0.75rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const bar = style({
  display: 'block',
  blockSize: '100%',
  background: vars.color.accent,
  selectors: { '&[data-empty]': { display: 'none' } },
});

export const count = style({ color: vars.color.text, textAlign: 'right' });
