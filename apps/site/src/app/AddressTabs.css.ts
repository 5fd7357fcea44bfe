import { style } from '@vanilla-extract/css';

/** The tab row scrolls sideways on a narrow screen rather than widen the page. */
export const tabRow = style({ overflowX: 'auto', minWidth: 0 });
