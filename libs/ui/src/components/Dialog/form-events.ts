import type { SyntheticEvent } from 'react';

const stopAtTheOverlay = (event: SyntheticEvent) => event.stopPropagation();

/**
 * Spread on the element that holds an overlay's content (a dialog's body, a popover's content).
 *
 * An overlay is drawn in a portal at the end of the page, but React passes a portal's events up the
 * component tree, not the page's: a form submitted or reset inside a dialog would also submit or
 * reset every form around whatever opened the dialog. An editor's tool dialog inside a comment form
 * sent the unfinished comment that way. The overlay's own form still gets its events; nothing
 * outside the overlay does.
 */
export const formEventsStayInside = {
  onSubmit: stopAtTheOverlay,
  onReset: stopAtTheOverlay,
} as const;
