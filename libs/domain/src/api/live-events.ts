import type { Endpoint } from './endpoint';

/*
 * The live events stream (SPEC.md §4 Live events, §7 `GET /api/events/subscribe`, issue 8).
 */

/** Every live events call. */
export const liveEventsEndpoints: readonly Endpoint[] = [];
