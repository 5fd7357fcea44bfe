import { mutedNote } from '../../app/page-layout.css';

// The page frame and heading every page shares.
export { page, pageTitle as title } from '../../app/page-layout.css';

/** What the public page leaves out, under its heading. */
export const intro = mutedNote;
