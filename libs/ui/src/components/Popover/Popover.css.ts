import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const popover = style({
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  zIndex: vars.zIndex.modal,
  outline: 'none',
});

export const popoverDialog = style({ outline: 'none' });
