import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { flexRow } from '../../theme/flex';

export const confirmDialogMessage = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const confirmDialogActions = style({
  ...flexRow({ wrap: true, justify: 'flex-end', gap: vars.space.sm }),
  marginTop: vars.space.sm,
});
