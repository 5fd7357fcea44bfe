import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { actionRow, fixedPageTitle, narrowPage, stack } from '../../app/page-layout.css';
import { fieldGroup, fieldGroupLegend } from '../../forms/form-layout.css';

export const page = narrowPage;

export const title = fixedPageTitle;

export const form = stack.xl;

export const group = fieldGroup.roomy;

export const legend = fieldGroupLegend.bold;

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
