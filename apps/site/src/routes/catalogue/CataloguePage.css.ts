import { style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@vn/ui';
import { actionRow, column, stack } from '../../app/page-layout.css';

/** One column that never grows past the screen: wide rows (tabs, sort keys) scroll inside it. */
export const page = column.lg;

/** A row that scrolls sideways on a narrow screen instead of widening the page. */
export const scrollRow = style({
  overflowX: 'auto',
  maxWidth: '100%',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
});

/** Toolbar, the filter panel when open, then the cards: one column, the grid gets the full width. */
export const layout = column.lg;

export const filters = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const results = style([stack.md, { alignContent: 'start' }]);

/** §2.2: paging also at the top on small screens. */
export const topPaginator = style({
  '@media': { [media.atLeast(breakpoints.mobile)]: { display: 'none' } },
});

export const toolbar = style([actionRow, { justifyContent: 'space-between' }]);
