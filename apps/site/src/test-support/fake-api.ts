import { sessionStateSchema, type SessionState, type UserRole } from '@vn/domain';
import { vi } from 'vitest';

/*
 * The API behind `fetch` for the pages' component tests: answers by "METHOD /path", remembers every
 * call, and answers a call it has no answer for with `otherwise` (by default a 500 naming the call,
 * so a test that forgot one fails loudly).
 */

/** A signed-in user of a role, as `GET /api/settings` answers (checked by the contract's schema). */
export function sessionOf(role: UserRole, id = '6650a1b2c3d4e5f6a7b8c9e1'): SessionState {
  return sessionStateSchema.parse({
    user: { _id: id, username: `user-${role}`, role },
    contacts: [],
    userEvents: { events: [], eventsCount: 0, eventsViewedAt: null, newEventsCount: 0 },
  });
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}
type Handler = (request: { url: URL; body: unknown }) => FakeAnswer;

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export class FakeApi {
  readonly calls: FakeCall[] = [];
  private readonly handlers = new Map<string, Handler>();

  constructor(private readonly otherwise?: FakeAnswer) {}

  on(route: string, answer: FakeAnswer | Handler): this {
    this.handlers.set(route, typeof answer === 'function' ? answer : () => answer);
    return this;
  }

  /** `{ result }` with status 200. */
  result(route: string, result: unknown): this {
    return this.on(route, { body: { result } });
  }

  /** An error answer as the API's error filter writes it. */
  failure(route: string, status: number, message: string, fields?: Record<string, string>): this {
    return this.on(route, { status, body: fields ? { message, fields } : { message } });
  }

  callsTo(route: string): FakeCall[] {
    return this.calls.filter((call) => `${call.method} ${call.path}` === route);
  }

  install(): void {
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://site.test');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      this.calls.push({ method, path: url.pathname, query: url.searchParams, body });
      const handler = this.handlers.get(`${method} ${url.pathname}`);
      const answer = handler
        ? handler({ url, body })
        : (this.otherwise ?? {
            status: 500,
            body: { message: `no fake for ${method} ${url.pathname}` },
          });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        statusText: answer.status === 404 ? 'Not Found' : 'OK',
        headers: { 'content-type': 'application/json' },
      });
    });
  }
}
