import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedSurface } from '../../theme/control-states.css';

export const popover = style({
  boxSizing: 'border-box',
  maxWidth: 'calc(100vw - 16px)',
  padding: vars.space.sm,
  ...raisedSurface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  zIndex: vars.zIndex.modal,
  outline: 'none',
});

export const popoverDialog = style({ outline: 'none' });

/** The element that keeps form events inside the popover: no box of its own. */
export const popoverContent = style({ display: 'contents' });
