import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';

/** The translations as a bare list, one under another. */
export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** The poster's thumbnail beside what is said of the translation; both shrink on a phone. */
export const item = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const poster = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
});

export const body = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  ...flexRow({ wrap: true }),
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const status = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const quiet = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
