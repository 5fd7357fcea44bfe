import type { Endpoint } from './endpoint';

/*
 * The comments, likes, reviews and comment-image calls of SPEC.md §7 (issue 7).
 */

/** Every comments call: tests walk it to prove each one is covered. */
export const commentsEndpoints: readonly Endpoint[] = [];
