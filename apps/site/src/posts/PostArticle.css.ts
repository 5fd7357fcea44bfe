import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { actionRow, metaRow, pageTitle, stack } from '../app/page-layout.css';

export const article = stack.md;

export const header = actionRow;

export const title = pageTitle;

/** Controls beside the title, at the end of its row. */
export const headerActions = style([actionRow, { marginLeft: 'auto' }]);

export const meta = style([metaRow, { gap: vars.space.sm }]);

export const body = style({ minWidth: 0, overflowWrap: 'anywhere' });
