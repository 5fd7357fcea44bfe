import type { z } from 'zod';

/**
 * One call of the HTTP contract: the API validates with these schemas and the site's client is typed
 * by them, so the two cannot drift (docs/adr/0003-http-contract.md).
 */
export interface Endpoint<
  Response extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** What the call does, for the API's documentation. */
  summary?: string;
  /** Schema of the JSON body (or of the JSON fields of a multipart body). */
  body?: Body;
  /** Schema of the query string; values arrive as text, so numeric fields coerce. */
  query?: Query;
  /** Schema of `result` in a successful answer. */
  response: Response;
  /** Whether a guest may call it; everything else needs a session (401 without one). */
  public?: boolean;
}

export function defineEndpoint<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Response, Body, Query>): Endpoint<Response, Body, Query> {
  return endpoint;
}

/** The body type a call takes. */
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, infer B> ? (B extends z.ZodType ? z.input<B> : never) : never;
/** The result type a call answers. */
export type EndpointResult<E> = E extends Endpoint<infer R> ? z.output<R> : never;
