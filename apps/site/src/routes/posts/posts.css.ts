import { style } from '@vanilla-extract/css';
import { actionRow, bareList, startColumn, pageTitle } from '../../app/page-layout.css';

/** One column no wider than the screen: a wide child (the tab row) scrolls inside itself. */
export { page } from '../../app/page-layout.css';

export const header = actionRow;

export const title = pageTitle;

/** The page's own controls, at the end of the heading's row. */
export const headerActions = style([actionRow, { marginLeft: 'auto' }]);

export const list = bareList.lg;

export const failure = startColumn;
