import { errorKinds, failureKindsOf, isSlug, type Endpoint } from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signUpUser, type TestUser } from './accounts-fixture';
import { databaseSnapshot } from './database-snapshot';
import { HttpClient, type Answer, type HttpAnswer } from './http-client';
import type { TestApi } from './test-api';

/*
 * The role table every area's calls are tested with (docs/product §6, §7): each call × each kind of
 * caller — guest, user, banned user, moderator, administrator — with a request valid for that caller,
 * so the status shows the right and nothing else; refused calls must write nothing. Then every call
 * with a body, a query or an id is walked with bad input (operators, wrong types, over-long text,
 * missing and extra fields, malformed and unknown ids) as the strongest caller.
 */

export const roles = ['guest', 'user', 'banned user', 'moderator', 'administrator'] as const;
export type Role = (typeof roles)[number];

export const UNKNOWN_ID = '0123456789abcdef01234567';

export interface Caller {
  role: Role;
  client: HttpClient;
  /** The caller's own account; null for a guest. */
  account: TestUser | null;
}

/** One call as it goes over the wire. */
export interface CallRequest {
  path: string;
  json?: Record<string, unknown>;
  query?: Record<string, string>;
  form?: FormData;
}

export interface RoleCall {
  endpoint: Endpoint;
  /** What the call is about, when the endpoint alone does not say (for the test names). */
  about?: string;
  /** A request valid for this caller; what it acts on is made fresh, so calls never interfere. */
  request(caller: Caller): Promise<CallRequest>;
  statuses: Record<Role, number>;
  /**
   * The path's `{id}` may also be a url slug (`GET /api/translators/{id}`): a malformed
   * id that reads as a url is then an unknown url (404); one that cannot be a url is still 400.
   */
  idMayBeUrl?: boolean;
}

export const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  user: status,
  'banned user': status,
  moderator: status,
  administrator: status,
});
export const signedIn = { ...everyone(200), guest: 401 };
export const moderators = { ...signedIn, user: 403, 'banned user': 403 };
export const administrators = { ...moderators, moderator: 403 };

export function send(client: HttpClient, endpoint: Endpoint, request: CallRequest) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const path = `${request.path}${query}`;
  if (request.form) return client.call(endpoint.method, path, { body: request.form });
  return client.call(endpoint.method, path, request.json ? { json: request.json } : {});
}

export async function callerFor(api: TestApi, role: Role): Promise<Caller> {
  if (role === 'guest') return { role, client: new HttpClient(api.baseUrl), account: null };
  const account = await signUpUser(api, {
    banned: role === 'banned user',
    role: role === 'moderator' ? 'moderator' : role === 'administrator' ? 'admin' : undefined,
  });
  return { role, client: account.client, account };
}

const route = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const title = (call: RoleCall) =>
  call.about ? `${route(call.endpoint)} (${call.about})` : route(call.endpoint);

/**
 * Registers the table's tests inside the caller's `describe`: a row for every endpoint of the area,
 * every row × every role, and the bad-input walk. `api` is read lazily (it starts in `beforeAll`).
 */
/**
 * The statuses a call says it answers: 200 and those of its failures (its OpenAPI responses). A
 * status met here that the call does not declare is a gap in what clients are told to expect.
 */
function declaredStatuses(endpoint: Endpoint): number[] {
  return [200, ...failureKindsOf(endpoint).map((kind) => errorKinds[kind].status)];
}

export function describeRoleTable(
  area: string,
  endpoints: readonly Endpoint[],
  calls: readonly RoleCall[],
  api: () => TestApi,
): void {
  it(`has a row for every ${area} call of the contract, in its order`, () => {
    const covered = new Set(calls.map((call) => route(call.endpoint)));
    expect([...covered]).toEqual(endpoints.map(route));
  });

  describe.each(calls.map((call) => [title(call), call] as const))('%s', (_, call) => {
    it.each(roles)('as %s', async (role) => {
      const caller = await callerFor(api(), role);
      const request = await call.request(caller);
      const before = await databaseSnapshot(api());
      const answer = await send(caller.client, call.endpoint, request);
      expect(answer.status, JSON.stringify(answer.body)).toBe(call.statuses[role]);
      expect(declaredStatuses(call.endpoint), 'the statuses the call declares').toContain(
        answer.status,
      );
      if (answer.status >= 400) {
        expect((answer.body as Answer<never>).message).toEqual(expect.any(String));
        expect(await databaseSnapshot(api())).toBe(before);
      }
    });
  });

  describe('bad input, as an administrator: 4xx, the field named, nothing written', () => {
    let admin: Caller;
    beforeAll(async () => {
      admin = await callerFor(api(), 'administrator');
    });

    /** Sends a bad request: refused with `status`, a message, and no stack trace. */
    async function expectRefused(
      endpoint: Endpoint,
      request: CallRequest,
      status = 400,
    ): Promise<HttpAnswer<Answer<never>>> {
      const answer = (await send(admin.client, endpoint, request)) as HttpAnswer<Answer<never>>;
      expect(answer.status, `${request.path} ${JSON.stringify(answer.body)}`).toBe(status);
      expect(declaredStatuses(endpoint), 'the statuses the call declares').toContain(status);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat \w+ \(|node_modules/);
      return answer;
    }

    /**
     * Runs a walk of bad requests and expects the database as it was before the first: a refused
     * call writes nothing, and none deletes, so one comparison at the end covers them all. (Reading
     * the whole database around each of a walk's dozens of calls made a walk outlast its time limit
     * on a loaded machine.)
     */
    async function nothingWrittenBy(walk: () => Promise<void>): Promise<void> {
      const before = await databaseSnapshot(api());
      await walk();
      expect(await databaseSnapshot(api())).toBe(before);
    }

    /**
     * One test per call: the administrator's valid request for it, then `walk`'s bad variants of
     * that request, refused with nothing written.
     */
    function walkBadRequests(
      rows: readonly RoleCall[],
      name: string,
      walk: (call: RoleCall, valid: CallRequest) => Promise<void>,
    ): void {
      it.each(rows.map((call) => [title(call), call] as const))(name, async (_, call) => {
        const valid = await call.request(admin);
        await nothingWrittenBy(() => walk(call, valid));
      });
    }

    /** One row per endpoint and shape of request: multipart rows are walked by their JSON twin. */
    const walked = (accept: (call: RoleCall) => boolean) => {
      const seen = new Set<string>();
      return calls.filter((call) => {
        const key = route(call.endpoint);
        if (!accept(call) || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    };
    const withJson = walked((call) => !!call.endpoint.body && !call.about?.includes('multipart'));
    const withQuery = walked((call) => !!call.endpoint.query);
    const withId = walked((call) => /\{(id|userId)\}/.test(call.endpoint.path));

    walkBadRequests(
      withJson,
      '%s: every body field with an operator, a wrong type, over-long text, or left out',
      async (call, valid) => {
        const body = valid.json ?? {};
        const shape = (call.endpoint.body as z.ZodObject).shape;
        const keys = Object.keys(body);
        expect(keys.length).toBeGreaterThan(0);
        for (const key of keys) {
          const value = body[key];
          const bad: unknown[] = [
            { $gt: '' },
            { $ne: null },
            typeof value === 'string' ? 12345 : 'не то',
          ];
          if (typeof value === 'string') bad.push('я'.repeat(10_000));
          for (const badValue of bad) {
            const answer = await expectRefused(call.endpoint, {
              ...valid,
              json: { ...body, [key]: badValue },
            });
            expect(answer.body.message).toMatch(/^Некорректные данные/);
            expect(Object.keys(answer.body.fields ?? {})).toContain(key);
          }
          const required = !shape[key]!.safeParse(undefined).success;
          if (required) {
            const { [key]: _left, ...rest } = body;
            await expectRefused(call.endpoint, { ...valid, json: rest });
          }
        }
        await expectRefused(call.endpoint, {
          ...valid,
          json: { ...body, $where: 'sleep(1000)' },
        });
        await expectRefused(call.endpoint, {
          ...valid,
          json: { ...body, role: { $ne: 'staff' }, extra: 1 },
        });
      },
    );

    walkBadRequests(
      withQuery,
      '%s: every query value over-long, repeated, or as an operator',
      async (call, valid) => {
        const query = valid.query ?? {};
        const shape = (call.endpoint.query as z.ZodObject).shape;
        for (const key of Object.keys(query)) {
          await expectRefused(call.endpoint, {
            ...valid,
            query: { ...query, [key]: 'я'.repeat(1_000) },
          });
          // A list parameter may repeat (`tags=a&tags=b`); any other may not.
          if (!shape[key]!.safeParse([query[key], query[key]]).success) {
            const repeated = new URLSearchParams(query);
            repeated.append(key, query[key]!);
            await expectRefused(call.endpoint, {
              ...valid,
              query: undefined,
              path: `${valid.path}?${repeated}`,
            });
          }
          await expectRefused(call.endpoint, {
            ...valid,
            query: { ...query, [`${key}[$ne]`]: '' },
          });
        }
        await expectRefused(call.endpoint, { ...valid, query: { ...query, unexpected: '1' } });
      },
    );

    walkBadRequests(
      withId,
      '%s: a malformed id is 400, an unknown one 404',
      async (call, valid) => {
        const ids = [...valid.path.matchAll(/\/([0-9a-f]{24})(?=\/|$)/g)].map((match) => match[1]!);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) {
          for (const malformed of ['not-an-id', '0123', "1' OR '1'='1", '%24gt']) {
            const readsAsUrl = call.idMayBeUrl && isSlug(malformed);
            await expectRefused(
              call.endpoint,
              { ...valid, path: valid.path.replace(id, malformed) },
              readsAsUrl ? 404 : 400,
            );
          }
          await expectRefused(
            call.endpoint,
            { ...valid, path: valid.path.replace(id, UNKNOWN_ID) },
            404,
          );
        }
      },
    );
  });
}
