import { style } from '@vanilla-extract/css';
import { flexRow, vars } from '@vn/ui';
import { spaciousPage } from '../../app/page-layout.css';

/** One column no wider than the screen: the tab row scrolls inside itself instead. */
export const page = spaciousPage;

export const actionLink = style({
  ...flexRow({ inline: true, align: 'center', gap: vars.space.xs }),
  minHeight: '2.5rem',
  padding: `0 ${vars.space.sm}`,
});

export const description = style({ minWidth: 0 });

export const tabPanel = style({ display: 'grid', gap: vars.space.lg, paddingTop: vars.space.lg });

export const scrollRow = style({ overflowX: 'auto', minWidth: 0 });

export const listLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listCount = style({ color: vars.color.textMuted, marginLeft: vars.space.xs });

export { dialogForm, formActions as dialogActions } from '../../forms/form-layout.css';
