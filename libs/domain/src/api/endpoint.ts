import type { z } from 'zod';
import type { PermissionAction, SubjectAction } from '../accounts/permissions';
import type { ErrorKind } from './errors';
import type { RateLimit } from './rate-limits';

/** A right that does not depend on the record a call is about: checked before the call runs. */
export type CallPermission = Exclude<PermissionAction, SubjectAction>;

/**
 * One call of the HTTP contract: the API validates with these schemas and the site's client is typed
 * by them, so the two cannot drift (docs/adr/0003-http-contract.md).
 */
export interface Endpoint<
  Response extends z.ZodType = z.ZodType,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The address; `{name}` placeholders are path parameters, each named by `params`. */
  path: string;
  /**
   * Schema of the path parameters: an object keyed by the placeholders of `path` (a test holds the
   * two together). Values arrive as text and are parsed like the query: an id is refused with 400
   * before any handler runs.
   */
  params?: Params;
  /** What the call does, for the API's documentation. */
  summary?: string;
  /**
   * More for the API's documentation where the summary is not enough: above all that a call is ours
   * (docs/product §7 does not have it) and why.
   */
  description?: string;
  /** Schema of the JSON body (or of the JSON fields of a multipart body). */
  body?: Body;
  /** Schema of the query string; values arrive as text, so numeric fields coerce. */
  query?: Query;
  /** Schema of `result` in a successful answer. */
  response: Response;
  /** Whether a guest may call it; everything else needs a session (401 without one). */
  public?: boolean;
  /**
   * The right the viewer needs (`can`, docs/product §6), checked by the API before the call runs:
   * 403 without it. A right that depends on the record (the author of a comment, the owner of a
   * project) is checked by the call once it has read the record, and declared as `forbidden` in
   * `errors`.
   */
  permission?: CallPermission;
  /**
   * The attempt limits the call counts against (rate-limits.ts), enforced by the API before the
   * call runs: 429 past one. Those keyed by who calls count first, then the captcha is checked (if
   * `captcha`), then those keyed by what the body claims.
   */
  rateLimits?: readonly RateLimit[];
  /**
   * Whether the body carries a solved captcha (`captchaId`, `captchaValue`), checked by the API
   * before the call runs: 498 when it is wrong or has expired.
   */
  captcha?: boolean;
  /**
   * The media types of the body the call takes; the API refuses any other with 415. By default JSON
   * only (a call without a body takes a request without one, or with an empty JSON body). A CSRF
   * defence: a cross-site HTML form can send urlencoded, multipart and text/plain bodies without the
   * browser asking the API first, so no call takes the first and last, and only the calls that carry
   * files (docs/product §7 "multipart") take multipart.
   */
  contentTypes?: readonly BodyContentType[];
  /** The file fields of a multipart body (documentation: they are files, not text fields). */
  files?: readonly string[];
  /**
   * The kinds of failure the call has beyond those its shape and its declarations imply
   * (`failureKindsOf`): what its own rules refuse (a right over the record, a stale state, a taken
   * value).
   */
  errors?: readonly ErrorKind[];
}

/**
 * Every kind of failure a call can answer with: those its shape implies and those it declares, in
 * the order of `errorKinds`. The API's OpenAPI lists them per call. Implied:
 * - input to check (a body, a query, path parameters): 400; a named record (path parameters): 404;
 * - a session needed (not `public`): 401;
 * - a write (POST, PUT, DELETE): 403 when it comes from another site (the API's cross-site
 *   guard), and 415 for a body of a type it does not take, even a call without a body;
 * - a body: 413 too;
 * - a `permission`: 403; `rateLimits`: 429; a `captcha`: 498;
 * - any call: 503 while the database is away (docs/adr/0009-stops-and-outages.md).
 */
export function failureKindsOf(
  endpoint: Pick<Endpoint, 'body' | 'query' | 'params' | 'files' | 'public' | 'errors'> &
    Partial<Pick<Endpoint, 'method' | 'permission' | 'rateLimits' | 'captcha'>>,
): ErrorKind[] {
  const takesBody = Boolean(endpoint.body || endpoint.files);
  const writes = endpoint.method !== undefined && endpoint.method !== 'GET';
  const implied: Record<ErrorKind, boolean> = {
    invalid: Boolean(takesBody || endpoint.query || endpoint.params),
    notSignedIn: endpoint.public !== true,
    forbidden: writes || endpoint.permission !== undefined,
    notFound: Boolean(endpoint.params),
    conflict: false,
    tooLarge: takesBody,
    unsupportedMediaType: takesBody || writes,
    tooManyRequests: (endpoint.rateLimits ?? []).length > 0,
    captcha: endpoint.captcha === true,
    unavailable: true,
  };
  const declared = new Set(endpoint.errors ?? []);
  return (Object.keys(implied) as ErrorKind[]).filter(
    (kind) => implied[kind] || declared.has(kind),
  );
}

/** A body media type a call may take. */
export type BodyContentType = 'application/json' | 'multipart/form-data';

/** The calls that carry files take them as multipart, and the same fields as JSON without files. */
export const JSON_OR_MULTIPART: readonly BodyContentType[] = [
  'application/json',
  'multipart/form-data',
];

/** The media types of the body a call takes (its `contentTypes`, JSON by default). */
export function bodyContentTypesOf(
  endpoint: Pick<Endpoint, 'contentTypes'>,
): readonly BodyContentType[] {
  return endpoint.contentTypes ?? ['application/json'];
}

export function defineEndpoint<
  Response extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(endpoint: Endpoint<Response, Body, Query, Params>): Endpoint<Response, Body, Query, Params> {
  return endpoint;
}

/** The body type a call takes. */
export type EndpointBody<E> =
  E extends Endpoint<z.ZodType, infer B> ? (B extends z.ZodType ? z.input<B> : never) : never;
/** The path parameters of a call as the API has them, parsed by its `params` schema. */
export type EndpointParams<E> =
  E extends Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType | undefined, infer P>
    ? P extends z.ZodType
      ? z.output<P>
      : never
    : never;
/** The body of a call as the API has it, parsed by its `body` schema. */
export type EndpointParsedBody<E> =
  E extends Endpoint<z.ZodType, infer B> ? (B extends z.ZodType ? z.output<B> : never) : never;
/** The query of a call as the API has it, parsed by its `query` schema. */
export type EndpointParsedQuery<E> =
  E extends Endpoint<z.ZodType, z.ZodType | undefined, infer Q>
    ? Q extends z.ZodType
      ? z.output<Q>
      : never
    : never;
/** The query values a caller gives a call (before its schema parses them). */
export type EndpointQueryInput<E> =
  E extends Endpoint<z.ZodType, z.ZodType | undefined, infer Q>
    ? Q extends z.ZodType
      ? z.input<Q>
      : never
    : never;
/** The path parameters a caller gives a call, as text. */
export type EndpointParamsInput<E> =
  E extends Endpoint<z.ZodType, z.ZodType | undefined, z.ZodType | undefined, infer P>
    ? P extends z.ZodType
      ? { [K in keyof z.input<P>]: string }
      : never
    : never;
/** The result type a call answers. */
export type EndpointResult<E> = E extends Endpoint<infer R> ? z.output<R> : never;

/** The `{placeholders}` of a contract path, in order. */
export function pathPlaceholders(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * The address of a call: placeholders filled and encoded, the query in a stable order (`undefined`,
 * `null` and '' are left out; a list is written comma-separated, as the API reads it). It is also the
 * site's SWR key of a GET (one cache entry wherever the call is made), and what the server names in
 * a page's preload hints, which the browser matches by address.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  { params = {}, query = {} }: { params?: Readonly<Record<string, string>>; query?: object } = {},
): string {
  const values = query as Readonly<Record<string, unknown>>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  // By hand rather than URLSearchParams: the domain library assumes neither a browser nor Node.
  const pairs = Object.keys(values)
    .sort()
    .flatMap((key) => {
      const value = values[key];
      if (value === undefined || value === null || value === '') return [];
      return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    });
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * A call's method, address and who may make it, without its schemas (`routes/<area>.ts`, written from
 * the contract): what a client needs to make the call and to know whether to offer it, typed by the endpoint it stands for. The site calls through routes
 * so a page does not load zod and every schema of the contract; the API checks its answers against
 * the schemas instead (in tests).
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: Endpoint['method'];
  readonly path: string;
  /** As the endpoint's: who may make the call, so the site can judge it (`callRefusal`). */
  readonly public?: boolean;
  readonly permission?: CallPermission;
  /** Type only, never set: the endpoint this route stands for. */
  readonly endpoint?: E;
}

/** The endpoint a route stands for. */
export type RouteEndpoint<R> = R extends Route<infer E> ? E : never;
