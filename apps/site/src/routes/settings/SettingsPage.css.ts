import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { fixedPageTitle, narrowPage, sectionHeading, stack } from '../../app/page-layout.css';

export const page = narrowPage;

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = fixedPageTitle;

export const section = stack.md;

export const sectionTitle = sectionHeading;

export const switches = style({ display: 'grid', gap: vars.space.sm });

export const blockSizes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.md,
});
