import {
  endpointUrl,
  errorMessageOf,
  type Endpoint,
  type EndpointBody,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResult,
  type Route,
  type RouteEndpoint,
} from '@vn/domain';

/** A failed call, carrying the message the site shows (docs/product §7: server message, else status text). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    /** The answer's body, parsed as JSON when it was JSON. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * What a failure says, to show the reader: a failed call's message (the API's words), any other
 * error's message, or the thrown value as text. A failure of the server's also names its request
 * (docs/product §8), so that a reader who reports it gives what finds it in the log.
 */
export function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const request = failedRequestOf(error);
  return request ? `${error.message} (код запроса: ${request})` : error.message;
}

/** The request id a 5xx answer carries (`requestId`); null for any other failure. */
export function failedRequestOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 500) return null;
  const id = (error.body as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' ? id : null;
}

/**
 * The API's answer for a thing that does not exist, was removed, or is not the viewer's to see
 * (docs/product §8: "Not Found").
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.message === 'Not Found');
}

export interface CallOptions<E extends Endpoint> {
  /** Values of the path's `{name}` placeholders (encoded here). */
  params?: EndpointParamsInput<E>;
  query?: EndpointQueryInput<E>;
  /** The JSON body. */
  body?: EndpointBody<E>;
  /** A multipart body (uploads); sent instead of `body`. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Another origin (tests); the page's own by default. */
  baseUrl?: string;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The address of a call (its SWR key for a GET), from options typed by its endpoint: checked where
 * they are written, so here they are what `endpointUrl` takes.
 */
export function callAddress<R extends Route>(
  route: R,
  options: Pick<CallOptions<RouteEndpoint<R>>, 'params' | 'query'>,
): string {
  return endpointUrl(route, options as { params?: Record<string, string>; query?: object });
}

/**
 * Calls an endpoint of the contract through its route and returns its `result`, typed by the
 * contract. Every call sends credentials (§7). The base is the page's own origin: in production the
 * API serves the site, in development Vite proxies /api.
 *
 * The answer is not parsed again here: the contract's schemas would put zod and every schema on
 * every page (the first-visit JavaScript budget, docs/architecture.md § Budgets), and the API
 * checks each answer against them in its tests, where a mismatch fails loudly rather than in a
 * reader's browser.
 */
export async function callEndpoint<R extends Route>(
  route: R,
  options: CallOptions<RouteEndpoint<R>> = {},
): Promise<EndpointResult<RouteEndpoint<R>>> {
  const { formData, body, signal, baseUrl = '' } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (formData) payload = formData;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl}${callAddress(route, options)}`, {
    method: route.method,
    credentials: 'include',
    headers,
    body: payload,
    signal,
  });
  const answer = await readBody(response);
  if (!response.ok) {
    throw new ApiError(errorMessageOf(answer, response.statusText), response.status, answer);
  }
  return (answer as { result?: unknown } | null)?.result as EndpointResult<RouteEndpoint<R>>;
}
