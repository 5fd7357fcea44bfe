import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { fixedPageTitle, stack } from '../../app/page-layout.css';

export const page = stack.xl;

export const title = fixedPageTitle;

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
