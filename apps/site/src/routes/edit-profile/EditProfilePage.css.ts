import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  minWidth: 0,
  maxWidth: '48rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const form = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weight.bold });

export const pictureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const backgroundPreview = style({
  width: '100%',
  maxWidth: '24rem',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

export const backgroundLooks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
