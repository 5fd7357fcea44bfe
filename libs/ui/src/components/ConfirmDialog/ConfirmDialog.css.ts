import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const confirmDialogMessage = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const confirmDialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
