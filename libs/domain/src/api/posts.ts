import type { Endpoint } from './endpoint';

/*
 * The article (post) and article draft calls of SPEC.md §7 (issue 7).
 */

/** Every posts call: tests walk it to prove each one is covered. */
export const postsEndpoints: readonly Endpoint[] = [];
