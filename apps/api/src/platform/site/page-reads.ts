import { endpointUrl } from '@vn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadCall, ReadOptions, ReadRoute, ServedAnswer } from './site-server-entry';

/** What a read gave the page: its result, or nothing when it failed. */
function resultOf(answer: ServedAnswer): unknown {
  return 'status' in answer ? undefined : answer.result;
}

/**
 * A page's reads, answered by the API itself in-process (`inject`: the same routes, access rules,
 * in-memory read models and caches as the browser's calls, with the visitor's cookie and address),
 * kept as the answers' JSON for the page and parsed for the render. A read that answers 404 is kept
 * too, as its failure: the page renders its not-found state, and the browser does not ask again.
 */
export class PageReads {
  /**
   * The answers as the page carries them, by the site's SWR key (the call's address): the body as
   * sent (`{"result": …}`), or `{"status": 404, "error": …}` with the error body as sent.
   */
  private readonly bodies = new Map<string, string>();
  private readonly answers = new Map<string, ServedAnswer>();
  /** Whether a read answered 404: the page's subject does not exist. */
  notFound = false;

  /**
   * `known`: answers known without asking, by key, as result JSON (a visitor without cookies has no
   * session: the session read answers null).
   */
  constructor(
    private readonly server: FastifyInstance,
    private readonly request: FastifyRequest,
    private readonly known: Readonly<Record<string, string>> = {},
  ) {}

  readonly read: ReadCall = async (route: ReadRoute, options: ReadOptions = {}) => {
    const key = endpointUrl(route, options);
    const asked = this.answers.get(key);
    if (asked) return resultOf(asked);
    const knownResult = this.known[key];
    if (knownResult !== undefined) return resultOf(this.keep(key, `{"result":${knownResult}}`));
    const cookie = this.request.headers.cookie;
    // A visitor without cookies has no session: a call for signed-in readers would only be refused
    // (401), through the whole pipeline, on every cold guest page that names one.
    if (!cookie && !route.public) return undefined;
    const answer = await this.server.inject({
      method: 'GET',
      url: key,
      remoteAddress: this.request.ip,
      headers: {
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...(this.request.headers['user-agent']
          ? { 'user-agent': this.request.headers['user-agent'] }
          : {}),
      },
    });
    if (answer.statusCode === 404) {
      this.notFound = true;
      this.keep(key, `{"status":404,"error":${answer.body}}`);
      return undefined;
    }
    if (answer.statusCode !== 200) return undefined;
    return resultOf(this.keep(key, answer.body));
  };

  private keep(key: string, body: string): ServedAnswer {
    const answer = JSON.parse(body) as ServedAnswer;
    this.bodies.set(key, body);
    this.answers.set(key, answer);
    return answer;
  }

  /** The answers for the render, by SWR key. */
  served(): Record<string, ServedAnswer> {
    return Object.fromEntries(this.answers);
  }

  /** Whether the session read says the visitor is a guest (its answer is null). */
  isGuest(sessionKey: string): boolean {
    const session = this.answers.get(sessionKey);
    return session !== undefined && !('status' in session) && session.result === null;
  }

  /**
   * What a guest's page is kept under (with its address): the answers, less their view counts.
   * Reading a project or an article counts a view, so every view would otherwise be a page of its
   * own, rendered again; a kept page shows the count as it was when rendered (a minute at most).
   */
  identity(): string {
    return this.json().replace(/"viewsCount":\d+/g, '"viewsCount":0');
  }

  /**
   * The answers as JSON, `{ key: body }`, made of the bodies as sent (not serialized again), with
   * every `<` escaped so no text in them can end the script element they go in.
   */
  json(): string {
    const entries = [...this.bodies].map(([key, body]) => `${JSON.stringify(key)}:${body}`);
    return `{${entries.join(',')}}`.replace(/</g, '\\u003c');
  }
}
