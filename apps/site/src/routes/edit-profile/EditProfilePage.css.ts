import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { actionRow, fixedPageTitle, narrowPage, stack } from '../../app/page-layout.css';

export const page = narrowPage;

export const title = fixedPageTitle;

export const form = stack.xl;

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

export const pictureRow = actionRow;

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

export const actions = actionRow;
