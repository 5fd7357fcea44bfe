import type { ServedAnswers } from '../api/served-reads';
import type { DisplayClock } from '../app/display-clock';

/**
 * What a server-rendered page carries to the browser for hydrating (ADR 0011), in a JSON script
 * (data, not code, so the site's no-inline-script policy allows it).
 */
export interface ServedPage {
  /** The API's answers the page was rendered from, by SWR key (the call's address). */
  reads: ServedAnswers;
  /** The lazy components it rendered, whose code loads before hydrating. */
  code: string[];
  /** The clock its dates were shown by. */
  clock: DisplayClock;
}

/** The id of that script element. */
export const SERVED_PAGE_ID = 'served-page';
