import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { actionRow, fixedPageTitle, stack } from '../../app/page-layout.css';

export const form = stack.lg;

/** The section choice is a few words wide, not the page's width. */
export const section = style({ maxWidth: '20rem' });

export const actions = actionRow;

export const notice = style({ margin: 0, color: vars.color.textMuted });

export { page } from '../../app/page-layout.css';

export const title = fixedPageTitle;
