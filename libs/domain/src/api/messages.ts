import type { Endpoint } from './endpoint';

/*
 * Private messages and contacts (SPEC.md §7, issue 8).
 */

/** Every messages call. */
export const messagesEndpoints: readonly Endpoint[] = [];
