import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import {
  actionRow,
  bareList,
  startColumn,
  pageTitle,
  stack,
  metaRow,
} from '../../app/page-layout.css';

/** One column no wider than the screen: a wide child (the tab row) scrolls inside itself. */
export { page } from '../../app/page-layout.css';

export const header = actionRow;

export const title = pageTitle;

/** The page's own controls, at the end of the heading's row. */
export const headerActions = style([actionRow, { marginLeft: 'auto' }]);

export const list = bareList.lg;

export const meta = style([metaRow, { gap: vars.space.sm }]);

export const article = stack.md;

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const failure = startColumn;
