import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The section choice is a few words wide, not the page's width. */
export const section = style({ maxWidth: '20rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const notice = style({ margin: 0, color: vars.color.textMuted });

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});
