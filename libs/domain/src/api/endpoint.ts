import type { z } from 'zod';

/**
 * One call of the HTTP contract: the API validates with these schemas and the site's client is typed
 * by them, so the two cannot drift (docs/adr/0003-http-contract.md).
 */
export interface Endpoint<Response extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Schema of `result` in a successful answer. */
  response: Response;
}

export function defineEndpoint<Response extends z.ZodType>(
  endpoint: Endpoint<Response>,
): Endpoint<Response> {
  return endpoint;
}
