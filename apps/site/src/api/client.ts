import { errorMessageOf, type Endpoint } from '@vn/domain';
import type { z } from 'zod';

/** A failed call, carrying the message the site shows (SPEC.md §7: server message, else status text). */
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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls an endpoint of the contract and returns its validated `result`. Every call sends credentials
 * (§7). The base is the page's own origin: in production the API serves the site, in development
 * Vite proxies /api.
 */
export async function callEndpoint<Response extends z.ZodType>(
  endpoint: Endpoint<Response>,
  { init = {}, baseUrl = '' }: { init?: RequestInit; baseUrl?: string } = {},
): Promise<z.infer<Response>> {
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    ...init,
    method: endpoint.method,
    credentials: 'include',
    headers: { accept: 'application/json', ...init.headers },
  });
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(errorMessageOf(body, response.statusText), response.status, body);
  }
  const result = (body as { result?: unknown } | null)?.result;
  return endpoint.response.parse(result);
}
