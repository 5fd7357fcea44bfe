import type { Endpoint } from './endpoint';

/*
 * The novel draft calls of SPEC.md §7 and project revisions (issue 7).
 */

/** Every novel draft and revision call. */
export const draftsEndpoints: readonly Endpoint[] = [];
