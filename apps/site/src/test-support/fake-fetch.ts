import type { SessionState } from '@vn/domain';
import { vi } from 'vitest';

/**
 * The API as the page's `fetch` sees it, answered by handlers, for the tests of the sign-in pages
 * and of the session. `fetch` is the boundary between the site and the server; the pages, the
 * client, its contract validation and SWR above it are the real ones. The real API is the
 * end-to-end test's business (e2e/sign-in.spec.ts). Most page tests use fake-api.ts instead, which
 * answers by a table of calls.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An answer as the API gives it: `{ result }` on success, `{ message, fields? }` on failure. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

/** `{ result }` with 200. */
export const ok = (result: unknown): FakeAnswer => ({ body: { result } });
/** An error answer of the API's error filter. */
export const failure = (
  status: number,
  message: string,
  fields?: Record<string, string>,
): FakeAnswer => ({ status, body: fields ? { message, fields } : { message } });

/** A signed-in reader as `GET /api/settings` and the sign-in calls answer it. */
export const readerSession: SessionState = {
  user: {
    _id: 'user-1',
    username: 'Читатель',
    email: 'reader@example.test',
    role: 'staff',
    description: '',
    hidden: false,
    removed: false,
    owner: { novels: [] },
    settings: {
      notRussia: false,
      lists: {
        rating: 0,
        reading: true,
        read: true,
        partialRead: true,
        wantRead: true,
        bookmark: true,
        dropped: true,
      },
      mainPageRelizedExtended: 5,
      mainPageAddedExtended: 5,
      mainPageBestsExtended: 5,
      mainPageOtherExtended: 5,
      mainPageAiExtended: 5,
      appearance: { theme: 'system', showSensitiveImages: false, showSpoilerTags: false },
    },
    presets: [],
  },
  contacts: [],
  userEvents: { events: [], eventsCount: 0, eventsViewedAt: null, newEventsCount: 0 },
};

/** An SVG like the API's captcha (svg-captcha), numbered so a new challenge is told apart. */
export function captchaSvg(number: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><path d="M${number} 0"/></svg>`;
}

export interface FakeApi {
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The requests to one route, e.g. 'POST /api/login'. */
  requestsTo: (route: string) => FakeRequest[];
  /** Replaces (or adds) the handler of a route. */
  on: (route: string, handler: FakeHandler) => void;
}

/**
 * Stubs `fetch` with routes keyed 'METHOD /path'. A guest session and numbered captchas are there by
 * default; an unknown route answers 404 "Not Found" like the API.
 */
export function installFakeApi(routes: Record<string, FakeHandler> = {}): FakeApi {
  let captchas = 0;
  const handlers = new Map<string, FakeHandler>(
    Object.entries({
      'GET /api/settings': () => ok(null),
      'GET /api/captcha': () => {
        captchas += 1;
        return ok({ id: `captcha-${captchas}`, code: captchaSvg(captchas) });
      },
      ...routes,
    }),
  );
  const requests: FakeRequest[] = [];

  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://site.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const answer = handler ? await handler(request) : failure(404, 'Not Found');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    requests,
    requestsTo: (route) =>
      requests.filter((request) => `${request.method} ${request.path}` === route),
    on: (route, handler) => void handlers.set(route, handler),
  };
}

/** A promise with its resolve, to hold an answer back while a test looks at the page. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
