import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

/** One column no wider than the screen: a wide child (the tab row) scrolls inside itself. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The page's own controls, at the end of the heading's row. */
export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginLeft: 'auto',
});

export const scrollRow = style({ overflowX: 'auto', minWidth: 0 });

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const article = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const failure = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
});
