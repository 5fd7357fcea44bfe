import {
  accountsEndpoints,
  defaultFilter,
  presetFromFilter,
  banEndpoint,
  captchaEndpoint,
  googleLoginEndpoint,
  loginEndpoint,
  logoutEndpoint,
  notRussiaEndpoint,
  presetsEndpoint,
  profileByUsernameEndpoint,
  profileEndpoint,
  profileUpdateEndpoint,
  registrationConfirmEndpoint,
  removeUserEndpoint,
  restoreChangeEndpoint,
  restoreCodeEndpoint,
  restoreRequestEndpoint,
  settingsEndpoint,
  signupEndpoint,
  unbanEndpoint,
  uploadUserBackgroundEndpoint,
  usersEndpoint,
  usersEntitiesEndpoint,
  userSettingsEndpoint,
  type Endpoint,
} from '@vn/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CAPTCHA_ANSWER,
  CONFIRMATION_TOKEN,
  newCaptchaId,
  PASSWORD,
  RECOVERY_CODE,
  signUpUser,
  startAccountsWorld,
  type AccountsWorld,
  type TestUser,
} from './accounts-fixture';
import { databaseSnapshot } from './database-snapshot';
import { HttpClient, type Answer, type HttpAnswer } from './http-client';
import { multipart, pngImage } from './images';
import { LocalJwks } from './local-jwks';

/*
 * Every accounts call (SPEC.md §7) × every kind of caller (§6): guest, user, banned user, moderator,
 * administrator — each with a request that is valid for that caller, so the status shows the right
 * and nothing else. Then every call with a body or a query is walked with bad input (operators,
 * wrong types, over-long text, missing and extra fields, malformed and unknown ids), as the strongest
 * caller, and must answer 400/404 having written nothing.
 */

const GOOGLE_CLIENT_ID = '1234567890-roles.apps.googleusercontent.com';
const UNKNOWN_ID = '0123456789abcdef01234567';

const roles = ['guest', 'user', 'banned user', 'moderator', 'administrator'] as const;
type Role = (typeof roles)[number];

interface Caller {
  role: Role;
  client: HttpClient;
  /** The caller's own account; null for a guest. */
  account: TestUser | null;
}

/** One call as it goes over the wire. */
interface CallRequest {
  path: string;
  json?: Record<string, unknown>;
  query?: Record<string, string>;
  form?: FormData;
}

interface AccountsCall {
  endpoint: Endpoint;
  /** What the call is about, when the endpoint alone does not say (for the test names). */
  about?: string;
  /** A request valid for this caller; users it acts on are made fresh, so calls never interfere. */
  request(caller: Caller): Promise<CallRequest>;
  statuses: Record<Role, number>;
}

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  user: status,
  'banned user': status,
  moderator: status,
  administrator: status,
});
const signedIn = { ...everyone(200), guest: 401 };
const moderators = { ...signedIn, user: 403, 'banned user': 403 };
const administrators = { ...moderators, moderator: 403 };

function send(client: HttpClient, endpoint: Endpoint, request: CallRequest) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  const path = `${request.path}${query}`;
  if (request.form) return client.call(endpoint.method, path, { body: request.form });
  return client.call(endpoint.method, path, request.json ? { json: request.json } : {});
}

describe('accounts calls × roles, and bad input to each (SPEC.md §6, §7)', () => {
  let world: AccountsWorld;
  let jwks: LocalJwks;
  const baseUrl = () => world.api.baseUrl;

  beforeAll(async () => {
    jwks = await LocalJwks.start(GOOGLE_CLIENT_ID);
    world = await startAccountsWorld({
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: jwks.url,
    });
  });
  afterAll(async () => {
    await world?.close();
    await jwks?.close();
  });

  async function callerFor(role: Role): Promise<Caller> {
    if (role === 'guest') return { role, client: new HttpClient(baseUrl()), account: null };
    const account = await signUpUser(world.api, {
      banned: role === 'banned user',
      role: role === 'moderator' ? 'moderator' : role === 'administrator' ? 'admin' : undefined,
    });
    return { role, client: account.client, account };
  }

  /** Someone else: the user a staff call acts on. */
  const someone = () => signUpUser(world.api);
  /** The caller's own account, or for a guest someone's whose e-mail they know. */
  const accountOf = async (caller: Caller) => caller.account ?? (await someone());
  /** A solved captcha, fetched by a browser of its own so the caller's captcha limit stays out. */
  const solvedCaptcha = async () => ({
    captchaId: await newCaptchaId(new HttpClient(baseUrl())),
    captchaValue: CAPTCHA_ANSWER,
  });
  let newcomers = 0;
  const newcomer = () => {
    newcomers += 1;
    const username = `newcomer${newcomers}x${Date.now() % 100_000}`;
    return { username, email: `${username}@example.test`, password: PASSWORD };
  };
  async function confirmationTokenOf(email: string): Promise<string> {
    const mail = await world.inbox.lastTo(email, 5_000, CONFIRMATION_TOKEN);
    return CONFIRMATION_TOKEN.exec(mail.text)?.[1] ?? '';
  }
  async function recoveryCodeFor(email: string): Promise<string> {
    const answer = await new HttpClient(baseUrl()).post('/api/restorePassword', {
      email,
      ...(await solvedCaptcha()),
    });
    expect(answer.status).toBe(200);
    const mail = await world.inbox.lastTo(email, 5_000, RECOVERY_CODE);
    return RECOVERY_CODE.exec(mail.text)?.[1] ?? '';
  }
  const until = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

  const calls: AccountsCall[] = [
    {
      endpoint: captchaEndpoint,
      request: async () => ({ path: '/api/captcha' }),
      statuses: everyone(200),
    },
    {
      endpoint: signupEndpoint,
      request: async () => ({
        path: '/api/signup',
        json: { ...newcomer(), ...(await solvedCaptcha()) },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: registrationConfirmEndpoint,
      request: async (caller) => ({
        path: '/api/registrationConfirm',
        query: { token: await confirmationTokenOf((await accountOf(caller)).email) },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: loginEndpoint,
      request: async (caller) => ({
        path: '/api/login',
        query: { timestamp: String(Date.now()) },
        json: { email: (await accountOf(caller)).email, password: PASSWORD },
      }),
      // A ban silences; it does not lock the account (SPEC.md §4 Ban).
      statuses: everyone(200),
    },
    {
      endpoint: googleLoginEndpoint,
      request: async (caller) => {
        const { email } = await accountOf(caller);
        const token = await jwks.sign({
          sub: `sub-${email}`,
          email,
          email_verified: true,
          name: 'Google Name',
        });
        return { path: '/api/login/google', json: { token } };
      },
      statuses: everyone(200),
    },
    {
      endpoint: logoutEndpoint,
      request: async () => ({ path: '/api/logout' }),
      statuses: everyone(200),
    },
    {
      endpoint: restoreRequestEndpoint,
      request: async (caller) => ({
        path: '/api/restorePassword',
        json: { email: (await accountOf(caller)).email, ...(await solvedCaptcha()) },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: restoreCodeEndpoint,
      request: async (caller) => {
        const { email } = await accountOf(caller);
        return {
          path: '/api/restorePassword/code',
          json: { email, code: await recoveryCodeFor(email) },
        };
      },
      statuses: everyone(200),
    },
    {
      endpoint: restoreChangeEndpoint,
      request: async (caller) => {
        const { email } = await accountOf(caller);
        return {
          path: '/api/restorePassword/change',
          json: { email, code: await recoveryCodeFor(email), password: `${PASSWORD} 2` },
        };
      },
      statuses: everyone(200),
    },
    {
      endpoint: settingsEndpoint,
      request: async () => ({ path: '/api/settings' }),
      statuses: everyone(200),
    },
    {
      endpoint: userSettingsEndpoint,
      request: async () => ({
        path: '/api/userSettings',
        json: { lists: { read: false }, mainPageBestsExtended: 10 },
      }),
      statuses: signedIn,
    },
    {
      endpoint: notRussiaEndpoint,
      request: async () => ({ path: '/api/userSettings/ru', json: { notRussia: true } }),
      statuses: signedIn,
    },
    {
      endpoint: presetsEndpoint,
      request: async () => ({
        path: '/api/presets',
        json: { presets: [presetFromFilter('Моё', defaultFilter('novels'))] },
      }),
      statuses: signedIn,
    },
    {
      endpoint: profileEndpoint,
      request: async () => ({ path: `/api/profile/${(await someone()).id}` }),
      statuses: everyone(200),
    },
    {
      endpoint: profileByUsernameEndpoint,
      request: async () => ({
        path: `/api/profileByUsername/${encodeURIComponent((await someone()).username)}`,
      }),
      statuses: everyone(200),
    },
    {
      endpoint: profileUpdateEndpoint,
      about: 'own profile',
      request: async (caller) => ({
        path: `/api/profile/${(await accountOf(caller)).id}`,
        json: { description: 'Читаю новеллы по вечерам' },
      }),
      statuses: signedIn,
    },
    {
      endpoint: profileUpdateEndpoint,
      about: "someone else's profile, with a new role",
      request: async () => ({
        path: `/api/profile/${(await someone()).id}`,
        json: { description: 'Исправлено модератором', role: 'moderator' },
      }),
      statuses: moderators,
    },
    {
      endpoint: profileUpdateEndpoint,
      about: 'own avatar (multipart)',
      request: async (caller) => ({
        path: `/api/profile/${(await accountOf(caller)).id}`,
        form: multipart({ description: 'С аватаром' }, { avatar: await pngImage() }),
      }),
      statuses: signedIn,
    },
    {
      endpoint: banEndpoint,
      request: async () => ({
        path: `/api/profile/${(await someone()).id}/ban`,
        json: { reason: 'Спам', expiredAt: until() },
      }),
      statuses: moderators,
    },
    {
      endpoint: unbanEndpoint,
      request: async () => {
        const banned = await signUpUser(world.api, { banned: true });
        return { path: `/api/profile/${banned.id}/unban` };
      },
      statuses: moderators,
    },
    {
      endpoint: usersEndpoint,
      request: async () => ({
        path: '/api/users',
        query: { search: 'user', sortBy: 'username', direction: 'asc', page: '0', limit: '20' },
      }),
      statuses: moderators,
    },
    {
      endpoint: removeUserEndpoint,
      request: async () => ({ path: `/api/users/${(await someone()).id}` }),
      statuses: administrators,
    },
    {
      endpoint: usersEntitiesEndpoint,
      request: async () => ({ path: '/api/usersEntities', query: { search: 'user' } }),
      statuses: signedIn,
    },
    {
      endpoint: uploadUserBackgroundEndpoint,
      request: async () => ({
        path: '/api/uploadImage/userBG',
        form: multipart({}, { image: await pngImage() }),
      }),
      statuses: signedIn,
    },
  ];

  const route = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
  const title = (call: AccountsCall) =>
    call.about ? `${route(call.endpoint)} (${call.about})` : route(call.endpoint);

  it('has a row for every accounts call of the contract, in its order', () => {
    const covered = new Set(calls.map((call) => route(call.endpoint)));
    expect([...covered]).toEqual(accountsEndpoints.map(route));
  });

  describe.each(calls.map((call) => [title(call), call] as const))('%s', (_, call) => {
    it.each(roles)('as %s', async (role) => {
      const caller = await callerFor(role);
      const request = await call.request(caller);
      const before = await databaseSnapshot(world.api);
      const answer = await send(caller.client, call.endpoint, request);
      expect(answer.status, JSON.stringify(answer.body)).toBe(call.statuses[role]);
      if (answer.status >= 400) {
        expect((answer.body as Answer<never>).message).toEqual(expect.any(String));
        expect(await databaseSnapshot(world.api)).toBe(before);
      }
    });
  });

  describe('bad input, as an administrator: 400, the field named, nothing written', () => {
    let admin: Caller;
    beforeAll(async () => {
      admin = await callerFor('administrator');
    });

    async function expectRefused(
      endpoint: Endpoint,
      request: CallRequest,
      status = 400,
    ): Promise<HttpAnswer<Answer<never>>> {
      const before = await databaseSnapshot(world.api);
      const answer = (await send(admin.client, endpoint, request)) as HttpAnswer<Answer<never>>;
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(JSON.stringify(answer.body)).not.toMatch(/\bat \w+ \(|node_modules/);
      expect(await databaseSnapshot(world.api)).toBe(before);
      return answer;
    }

    const withJson = calls.filter(
      (call) => call.endpoint.body && call.about !== 'own avatar (multipart)',
    );
    const withQuery = calls.filter((call) => call.endpoint.query);
    const withId = calls.filter((call) => call.endpoint.path.includes('{id}'));

    it.each(withJson.map((call) => [title(call), call] as const))(
      '%s: every body field with an operator, a wrong type, over-long text, or left out',
      async (_, call) => {
        const valid = await call.request(admin);
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
        await expectRefused(call.endpoint, { ...valid, json: { ...body, $where: 'sleep(1000)' } });
        await expectRefused(call.endpoint, {
          ...valid,
          json: { ...body, role: { $ne: 'staff' }, extra: 1 },
        });
      },
    );

    it.each(withQuery.map((call) => [title(call), call] as const))(
      '%s: every query value over-long, repeated, or as an operator',
      async (_, call) => {
        const valid = await call.request(admin);
        const query = valid.query ?? {};
        for (const key of Object.keys(query)) {
          await expectRefused(call.endpoint, {
            ...valid,
            query: { ...query, [key]: 'я'.repeat(1_000) },
          });
          const repeated = new URLSearchParams(query);
          repeated.append(key, query[key]!);
          await expectRefused(call.endpoint, {
            ...valid,
            query: undefined,
            path: `${valid.path}?${repeated}`,
          });
          await expectRefused(call.endpoint, {
            ...valid,
            query: { ...query, [`${key}[$ne]`]: '' },
          });
        }
        await expectRefused(call.endpoint, { ...valid, query: { ...query, unexpected: '1' } });
      },
    );

    it.each(withId.map((call) => [title(call), call] as const))(
      '%s: a malformed id is 400, an unknown one 404',
      async (_, call) => {
        const valid = await call.request(admin);
        const id = /\/([0-9a-f]{24})(?=\/|$)/.exec(valid.path)?.[1];
        expect(id).toBeDefined();
        for (const malformed of ['not-an-id', '0123', "1' OR '1'='1", '%24gt']) {
          await expectRefused(call.endpoint, {
            ...valid,
            path: valid.path.replace(id!, malformed),
          });
        }
        await expectRefused(
          call.endpoint,
          { ...valid, path: valid.path.replace(id!, UNKNOWN_ID) },
          404,
        );
      },
    );

    it('GET /api/profileByUsername/{username}: an unknown name is 404', async () => {
      await expectRefused(
        profileByUsernameEndpoint,
        { path: '/api/profileByUsername/nobody-at-all' },
        404,
      );
    });
  });
});
