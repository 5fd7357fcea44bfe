import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localVndbCatalogue, type LocalVisualNovel } from './catalogue';

/**
 * A local server speaking the external visual novel database's protocol (its public HTTP API,
 * `POST /vn`), answering from a small fixed catalogue, so the API's tests, the end-to-end tests and
 * demos (`npm start` in test mode) never reach the internet. It takes what the service takes and
 * answers what it answers:
 *
 *   POST /vn  {"filters": ["search", "=", "text"], "fields": "title, olang, developers.name",
 *              "results": 10, "page": 1}
 *   → 200 {"results": [{"id": "v17", "title": …, "developers": [{"id": "p94", "name": "KID"}]}],
 *          "more": false}
 *
 * A search matches titles and original-script titles containing the text, case ignored, in id order.
 * An unknown field, filter or a `results` outside 1..100 is 400 with a plain-text reason, as there.
 *
 * Outages, for the tests of what the API does then: searching one of `OUTAGE_NAMES` (or setting
 * `outage`) makes it answer 500 (`down`), answer only when it is closed (`slow`), answer
 * something that is not JSON (`garbage`), or 429 (`throttled`).
 */
export const OUTAGE_NAMES = {
  __down__: 'down',
  __slow__: 'slow',
  __garbage__: 'garbage',
  __throttled__: 'throttled',
} as const;
export type Outage = (typeof OUTAGE_NAMES)[keyof typeof OUTAGE_NAMES];

/** In an error body, so tests can check the API never passes the service's text on. */
export const UPSTREAM_SECRET = 'stack trace of the local visual novel database';

const SIMPLE_FIELDS = new Set([
  'id',
  'title',
  'alttitle',
  'olang',
  'length',
  'length_minutes',
  'rating',
  'votecount',
  'devstatus',
  'released',
]);
const DEVELOPER_FIELDS = new Set(['id', 'name', 'original']);
const BODY_MAX_BYTES = 64 * 1024;

class BadRequest extends Error {}

interface Query {
  search: string;
  fields: { simple: string[]; developers: string[] | null };
  results: number;
  page: number;
}

export interface LocalVndbOptions {
  /** Port to listen on; 0 (the default) takes a free one. */
  port?: number;
  host?: string;
  catalogue?: readonly LocalVisualNovel[];
}

export class LocalVndb {
  /** `POST /vn` requests received so far (the API caches: this shows when it asked). */
  requests = 0;
  /** The body of the last `POST /vn`, as parsed JSON. */
  lastRequest: unknown = null;
  /** Set to simulate an outage for every request; null answers normally. */
  outage: Outage | null = null;

  private readonly held = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    private readonly catalogue: readonly LocalVisualNovel[],
  ) {}

  static async start(options: LocalVndbOptions = {}): Promise<LocalVndb> {
    const server = createServer();
    const local = new LocalVndb(server, options.catalogue ?? localVndbCatalogue);
    server.on('request', (request, response) => {
      local.handle(request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
    return local;
  }

  /** The base address, what `VNDB_API_URL` is set to (the API posts to `${url}/vn`). */
  get url(): string {
    const { address, port } = this.server.address() as AddressInfo;
    const host = address.includes(':') ? `[${address}]` : address;
    return `http://${host}:${port}`;
  }

  /** Stops listening and drops open connections, held (`slow`) answers included. */
  async close(): Promise<void> {
    for (const response of this.held) response.destroy();
    this.held.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/vn') return void text(response, 404, 'Not found');
    if (request.method !== 'POST') return void text(response, 405, 'Method not allowed');
    this.requests += 1;
    let body: unknown;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return void text(response, 400, 'Invalid JSON');
    }
    this.lastRequest = body;
    let query: Query;
    try {
      query = parseQuery(body);
    } catch (error) {
      if (error instanceof BadRequest) return void text(response, 400, error.message);
      throw error;
    }
    const outage =
      this.outage ?? OUTAGE_NAMES[query.search.trim() as keyof typeof OUTAGE_NAMES] ?? null;
    if (outage) return void this.fail(response, outage);
    json(response, 200, this.search(query));
  }

  private search(query: Query): { results: Record<string, unknown>[]; more: boolean } {
    const text = query.search.trim().toLowerCase();
    const found = this.catalogue
      .filter((novel) =>
        [novel.title, novel.alttitle ?? ''].some((title) => title.toLowerCase().includes(text)),
      )
      .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
    const start = (query.page - 1) * query.results;
    return {
      results: found.slice(start, start + query.results).map((novel) => select(novel, query)),
      more: found.length > start + query.results,
    };
  }

  private fail(response: ServerResponse, outage: Outage): void {
    switch (outage) {
      case 'down':
        return void text(response, 500, `Internal server error: ${UPSTREAM_SECRET}`);
      case 'throttled':
        return void text(response, 429, `Throttled: ${UPSTREAM_SECRET}`);
      case 'garbage':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void response.end(`<html><body>Maintenance. ${UPSTREAM_SECRET}</body></html>`);
      case 'slow':
        // Never answered until `close()`: longer than any timeout of the caller.
        this.held.add(response);
        response.on('close', () => this.held.delete(response));
        return;
    }
  }
}

function parseQuery(body: unknown): Query {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequest('Invalid request body: expected an object');
  }
  const { filters, fields = '', results = 10, page = 1 } = body as Record<string, unknown>;
  return {
    search: searchOf(filters),
    fields: fieldsOf(fields),
    results: wholeNumber('results', results, 0, 100),
    page: wholeNumber('page', page, 1, Number.MAX_SAFE_INTEGER),
  };
}

/** The service takes many filters; the lookup sends one, `["search", "=", text]`. */
function searchOf(filters: unknown): string {
  if (filters === undefined || (Array.isArray(filters) && filters.length === 0)) return '';
  if (!Array.isArray(filters) || filters.length !== 3) {
    throw new BadRequest("Invalid 'filters': expected [name, operator, value]");
  }
  const [name, operator, value] = filters as unknown[];
  if (name !== 'search')
    throw new BadRequest(`Invalid 'filters': unknown filter '${String(name)}'`);
  if (operator !== '=') {
    throw new BadRequest(`Invalid 'filters': operator '${String(operator)}' not allowed`);
  }
  if (typeof value !== 'string') throw new BadRequest("Invalid 'filters': expected a string");
  return value;
}

function fieldsOf(fields: unknown): Query['fields'] {
  if (typeof fields !== 'string') throw new BadRequest("Invalid 'fields': expected a string");
  const simple: string[] = [];
  let developers: string[] | null = null;
  for (const field of fields.split(',').map((part) => part.trim())) {
    if (field === '') continue;
    const [head = '', sub] = field.split('.', 2);
    if (sub === undefined && SIMPLE_FIELDS.has(head)) simple.push(head);
    else if (head === 'developers' && sub !== undefined && DEVELOPER_FIELDS.has(sub)) {
      developers = [...(developers ?? []), sub];
    } else throw new BadRequest(`Invalid 'fields': unknown field '${field}'`);
  }
  return { simple, developers };
}

function wholeNumber(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new BadRequest(`Invalid '${name}': expected a whole number from ${min} to ${max}`);
  }
  return value;
}

/** `id` always, then the asked fields; a developer likewise (`id`, then its asked fields). */
function select(novel: LocalVisualNovel, query: Query): Record<string, unknown> {
  const answer: Record<string, unknown> = { id: novel.id };
  for (const field of query.fields.simple) answer[field] = novel[field as keyof LocalVisualNovel];
  const wanted = query.fields.developers;
  if (wanted) {
    answer['developers'] = novel.developers.map((developer) => {
      const picked: Record<string, unknown> = { id: developer.id };
      for (const field of wanted) picked[field] = developer[field as keyof typeof developer];
      return picked;
    });
  }
  return answer;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_MAX_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
