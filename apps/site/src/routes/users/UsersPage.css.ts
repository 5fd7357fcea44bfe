import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowMain = style({
  display: 'grid',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const email = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const failure = style({ display: 'grid', justifyItems: 'start', gap: vars.space.sm });
