import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const page = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const item = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const sourceLink = style({ fontSize: vars.font.size.sm, justifySelf: 'start' });
