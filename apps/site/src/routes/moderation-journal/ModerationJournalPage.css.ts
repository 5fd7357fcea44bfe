import { style } from '@vanilla-extract/css';
import { vars } from '@vn/ui';
import { mutedNote } from '../../app/page-layout.css';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

/** What the page is, under its heading. */
export const intro = mutedNote;

/** What the page shows under its heading. */
export const content = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
