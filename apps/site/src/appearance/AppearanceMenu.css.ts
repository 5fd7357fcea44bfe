import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const menu = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '20rem',
});
