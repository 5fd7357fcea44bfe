import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  minWidth: 0,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const scrollRow = style({ overflowX: 'auto', minWidth: 0 });

export const tabPanel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg });
