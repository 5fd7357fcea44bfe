import { contractEndpoints, errorKindOf, failureKindsOf } from '@vn/domain';
const randomOctet = () => Math.floor(Math.random() * 254) + 1;

/** The API's envelope (docs/product §7): `result` on success, `message` (and field messages) on error. */
export type Answer<T> = { result: T; message?: string; fields?: Record<string, string> };

/** What a test call answers: status, parsed JSON body, and headers. */
export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * A browser-like client for HTTP tests: real requests, and it keeps the cookies the API sets (as a
 * browser would for this origin), so a session carries from call to call.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  private readonly defaultHeaders: Record<string, string>;

  /**
   * Each client is a browser of its own: it sends its own address as X-Forwarded-For, which the API
   * honours when started with TRUST_PROXY (the accounts tests do), so per-address rate limits apply
   * per client as they would in production.
   */
  constructor(
    readonly baseUrl: string,
    headers: Record<string, string> = {},
    readonly clientAddress = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  ) {
    this.defaultHeaders = { 'x-forwarded-for': clientAddress, ...headers };
  }

  /** The same browser (its address and its cookies, so its session) talking to another instance. */
  sameBrowserOn(baseUrl: string): HttpClient {
    const client = new HttpClient(baseUrl, this.defaultHeaders, this.clientAddress);
    for (const [name, value] of this.cookies) client.cookies.set(name, value);
    return client;
  }

  async call<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: string | Buffer | FormData;
      headers?: Record<string, string>;
    } = {},
  ): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    this.keepCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the raw text stays.
    }
    expectDeclaredFailure(method, path, response.status);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T = unknown>(path: string, json?: unknown) {
    return this.call<T>('POST', path, json === undefined ? {} : { json });
  }
  put<T = unknown>(path: string, json?: unknown) {
    return this.call<T>('PUT', path, json === undefined ? {} : { json });
  }
  delete<T = unknown>(path: string) {
    return this.call<T>('DELETE', path);
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line);
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Each endpoint of the contract with its path as a pattern (`{id}` matches one segment). */
const endpointPatterns = contractEndpoints
  .map((endpoint) => ({
    endpoint,
    pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    placeholders: endpoint.path.split('{').length - 1,
  }))
  // An address a fixed path and a pattern both match is the fixed path's (`/api/novels/{id}`).
  .sort((a, b) => a.placeholders - b.placeholders);

/**
 * Every answer a test meets holds the contract to what it says a call can fail with
 * (`failureKindsOf`, which the OpenAPI lists): a failure of a kind the endpoint does not declare
 * fails the test that met it. A 500 has no kind (it is a bug, never declared), nor does an address
 * outside the contract.
 */
function expectDeclaredFailure(method: string, path: string, status: number): void {
  const kind = errorKindOf(status);
  if (!kind) return;
  const address = path.split('?')[0]!;
  const endpoint = endpointPatterns.find(
    (candidate) => candidate.endpoint.method === method && candidate.pattern.test(address),
  )?.endpoint;
  if (endpoint && !failureKindsOf(endpoint).includes(kind)) {
    throw new Error(
      `${method} ${endpoint.path} answered ${status} (${kind}), which its endpoint does not declare: add '${kind}' to its errors`,
    );
  }
}
