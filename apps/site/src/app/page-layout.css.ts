import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';

/*
 * The frame most pages share: one column no wider than the screen (a wide child, such as a tab row,
 * scrolls inside itself rather than widening the page), and the page's heading.
 */

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
});

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});
