import { LIMITS, type SessionState } from '@vn/domain';
import { generateKeyPair, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../src/features/users/users.repository';
import { PASSWORD, signUpUser, startAccountsWorld } from './accounts-fixture';
import { useGoogleWorld } from './google-fixture';
import { HttpClient, type Answer, type HttpAnswer } from './http-client';
import { closedPort } from '../../../tools/identity/local-identity';

const CLIENT_ID = '1234567890-vn-test.apps.googleusercontent.com';
const PATH = '/api/login/google';
const REJECTED = 'Не удалось войти';
const NO_VERIFIED_EMAIL = `${REJECTED}: нет подтверждённой почты`;
const NOT_CONFIGURED = 'Вход через Google не настроен';

let sequence = 0;
/** A Google identity nobody has used yet: subject, verified e-mail and a display name. */
function newIdentity(overrides: JWTPayload = {}): JWTPayload {
  sequence += 1;
  const tag = `${sequence}${Math.floor(Math.random() * 1e6)}`;
  return {
    sub: `10${tag}${Date.now() % 1e6}`,
    email: `google${tag}@gmail.test`,
    email_verified: true,
    name: `Google ${tag}`,
    picture: 'https://lh3.googleusercontent.test/a/photo',
    ...overrides,
  };
}

/** Each call comes from a browser of its own (its own address), so the per-address limit stays out. */
function signInWith(baseUrl: string, body: unknown, client = new HttpClient(baseUrl)) {
  return client.post<Answer<SessionState>>(PATH, body);
}

function expectNoSession(answer: HttpAnswer, client?: HttpClient): void {
  expect(answer.headers.getSetCookie().filter((line) => line.startsWith('sid='))).toEqual([]);
  if (client) expect(client.cookies.has('sid')).toBe(false);
}

describe('POST /api/login/google (docs/product §7)', () => {
  const { world, jwks } = useGoogleWorld(CLIENT_ID);
  const users = () => world.api.app.get(UsersRepository);
  const googleSignIn = (token: string, client?: HttpClient) =>
    signInWith(world.api.baseUrl, { token }, client);

  describe('a valid identity token', () => {
    it('signs a new identity up: 200, a session cookie, a confirmed account without a password', async () => {
      const identity = newIdentity({ email: `New.Reader${sequence}@Gmail.test` });
      const before = await users().count();
      const client = new HttpClient(world.api.baseUrl);

      const answer = await googleSignIn(await jwks().sign(identity), client);

      expect(answer.status).toBe(200);
      const user = answer.body.result.user;
      expect(user._id).toMatch(/^[0-9a-f]{24}$/);
      expect(user.username).toBe(identity['name']);
      expect(user.email).toBe(String(identity['email']).toLowerCase());
      expect(user.role).toBe('staff');
      expect(user.removed).toBe(false);
      expect(answer.body.result.contacts).toEqual([]);
      // Nothing secret or internal leaves the server.
      for (const secret of ['emailConfirmed', 'passwordHash', 'googleSubject', 'usernameKey']) {
        expect(user).not.toHaveProperty(secret);
      }
      const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('sid='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(client.cookies.get('sid')).toMatch(/^[\w-]{40,}$/);

      const settings = await client.get<Answer<SessionState>>('/api/settings');
      expect(settings.status).toBe(200);
      expect(settings.body.result.user._id).toBe(user._id);
      expect(settings.body.result.user.username).toBe(identity['name']);

      expect(await users().count()).toBe(before + 1);
      const stored = await users().findById(user._id);
      expect(stored).toMatchObject({
        emailConfirmed: true,
        passwordHash: null,
        googleSubject: identity.sub,
        email: String(identity['email']).toLowerCase(),
      });
      // No confirmation mail: the provider has vouched for the mailbox.
      expect(world.inbox.mails.filter((mail) => mail.to === stored?.email)).toEqual([]);
    });

    it('signs the same subject into the same account, even with a new e-mail and name', async () => {
      const identity = newIdentity();
      const first = await googleSignIn(await jwks().sign(identity));
      expect(first.status).toBe(200);
      const before = await users().count();

      const again = await googleSignIn(
        await jwks().sign({
          ...identity,
          email: `moved${sequence}@gmail.test`,
          name: 'Someone Else',
        }),
      );

      expect(again.status).toBe(200);
      expect(again.body.result.user._id).toBe(first.body.result.user._id);
      expect(again.body.result.user.username).toBe(first.body.result.user.username);
      expect(await users().count()).toBe(before);
    });

    it('accepts both issuers Google uses (with and without https://)', async () => {
      const answer = await googleSignIn(
        await jwks().sign(newIdentity(), { issuer: 'accounts.google.com' }),
      );
      expect(answer.status).toBe(200);
    });

    it('signs into the password account with that e-mail (any case), links it, and the password still works', async () => {
      const owner = await signUpUser(world.api);
      // The owner proved the mailbox, so the password is theirs.
      const mail = await world.inbox.lastTo(owner.email);
      const link = /registrationConfirm\?token=([\w-]+)/.exec(mail.text);
      expect((await owner.client.get(`/api/registrationConfirm?token=${link?.[1]}`)).status).toBe(
        200,
      );
      const identity = newIdentity({ email: owner.email.toUpperCase(), name: 'Not The Username' });
      const before = await users().count();

      const client = new HttpClient(world.api.baseUrl);
      const answer = await googleSignIn(await jwks().sign(identity), client);

      expect(answer.status).toBe(200);
      expect(answer.body.result.user._id).toBe(owner.id);
      expect(answer.body.result.user.username).toBe(owner.username);
      expect(answer.body.result.user.email).toBe(owner.email);
      expect((await client.get<Answer<SessionState>>('/api/settings')).body.result.user._id).toBe(
        owner.id,
      );
      expect(await users().count()).toBe(before);
      expect(await users().findById(owner.id)).toMatchObject({
        googleSubject: identity.sub,
        emailConfirmed: true,
      });

      // Linked by subject now: a later e-mail change at the provider still finds the account.
      const moved = await googleSignIn(
        await jwks().sign({ ...identity, email: `elsewhere${sequence}@gmail.test` }),
      );
      expect(moved.body.result.user._id).toBe(owner.id);

      const passwordLogin = await new HttpClient(world.api.baseUrl).post<Answer<SessionState>>(
        '/api/login',
        { email: owner.email, password: PASSWORD },
      );
      expect(passwordLogin.status).toBe(200);
      expect(passwordLogin.body.result.user._id).toBe(owner.id);
      // The owner's own session is untouched.
      const ownSession = await owner.client.get<Answer<SessionState>>('/api/settings');
      expect(ownSession.body.result.user._id).toBe(owner.id);
    });

    it('does not let a password set by someone who never proved the mailbox survive the link (pre-account takeover)', async () => {
      // Someone signs up with the victim's address and a password of their own; the address is never
      // confirmed. Then the real owner signs in with Google, which vouches for the mailbox.
      const squatter = await signUpUser(world.api);
      const identity = newIdentity({ email: squatter.email });

      const owner = await googleSignIn(await jwks().sign(identity));
      expect(owner.status).toBe(200);
      expect(owner.body.result.user._id).toBe(squatter.id);

      // The squatter's password and session must not reach the account the owner now uses.
      const squatterLogin = await new HttpClient(world.api.baseUrl).post<Answer<never>>(
        '/api/login',
        {
          email: squatter.email,
          password: PASSWORD,
        },
      );
      expect(squatterLogin.status).toBe(401);
      expect(squatterLogin.body.message).toBe('Неправильный логин или пароль');
      const squatterSession =
        await squatter.client.get<Answer<SessionState | null>>('/api/settings');
      expect(squatterSession.body.result).toBeNull();
    });

    it('does not hand an account linked to one Google identity to another with the same e-mail', async () => {
      // Google's subject is the identity; an address can pass to another Google account (a Workspace
      // domain reissuing it). Linking by e-mail is for accounts not yet linked to any subject.
      const linked = newIdentity();
      const first = await googleSignIn(await jwks().sign(linked));
      expect(first.status).toBe(200);
      const id = first.body.result.user._id;

      const client = new HttpClient(world.api.baseUrl);
      const other = await googleSignIn(
        await jwks().sign(newIdentity({ email: linked['email'] })),
        client,
      );

      expect(other.status).toBe(409);
      expect(other.body.message).toMatch(new RegExp(`^${REJECTED}`));
      expectNoSession(other, client);
      expect((await users().findById(id))?.googleSubject).toBe(linked.sub);
    });

    it('signs two simultaneous first sign-ins of one identity into one new account', async () => {
      // A double click, or One Tap in two tabs: the same new identity arrives twice at once.
      const before = await users().count();
      const token = await jwks().sign(newIdentity());
      const answers = await Promise.all([
        googleSignIn(token),
        googleSignIn(token),
        googleSignIn(token),
      ]);
      expect(answers.map((answer) => [answer.status, answer.body.message])).toEqual([
        [200, undefined],
        [200, undefined],
        [200, undefined],
      ]);
      expect(new Set(answers.map((answer) => answer.body.result.user._id)).size).toBe(1);
      expect(await users().count()).toBe(before + 1);
    });

    it('refuses a removed account with 401 and no session', async () => {
      const identity = newIdentity();
      const first = await googleSignIn(await jwks().sign(identity));
      expect(first.status).toBe(200);
      await users().update(first.body.result.user._id, { removed: true, removedAt: new Date() });

      const client = new HttpClient(world.api.baseUrl);
      const answer = await googleSignIn(await jwks().sign(identity), client);

      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(REJECTED);
      expectNoSession(answer, client);
    });
  });

  describe('the username of a new account', () => {
    async function usernameFor(claims: JWTPayload): Promise<string> {
      const answer = await googleSignIn(await jwks().sign(newIdentity(claims)));
      expect(answer.status).toBe(200);
      const { username } = answer.body.result.user;
      expect(username.length).toBeGreaterThanOrEqual(LIMITS.usernameMin);
      expect(username.length).toBeLessThanOrEqual(LIMITS.usernameMax);
      return username;
    }

    it('takes a suffix when the name is taken, ignoring case', async () => {
      const taken = await signUpUser(world.api, { username: `Taken${Date.now() % 1e6}` });
      expect(await usernameFor({ name: taken.username.toLowerCase() })).toBe(
        `${taken.username.toLowerCase()}_2`,
      );
      expect(await usernameFor({ name: taken.username })).toBe(`${taken.username}_3`);
    });

    it('pads a name shorter than the minimum', async () => {
      const short = `${String.fromCharCode(65 + (sequence % 26))}${sequence % 10}`;
      const username = await usernameFor({ name: short });
      expect(username).toBe(`${short}_`);
    });

    it('collapses white space in the name', async () => {
      const tag = Date.now() % 1e6;
      expect(await usernameFor({ name: `  Anna \t  Karenina${tag} ` })).toBe(`Anna Karenina${tag}`);
    });

    it('falls back to the mailbox when the token has no name', async () => {
      const mailbox = `mailbox.${Date.now() % 1e6}`;
      expect(await usernameFor({ name: undefined, email: `${mailbox}@gmail.test` })).toBe(mailbox);
    });

    it('cuts a long name so that a suffix still fits', async () => {
      const name = `Longname${Date.now() % 1e6}`.padEnd(40, 'x');
      expect(await usernameFor({ name })).toBe(name.slice(0, LIMITS.usernameMax - 5));
    });

    it('does not leave white space at the end where a long name is cut', async () => {
      // The cut falls right after a space: the username must not end with it (sign-up trims names).
      const first = `W${Date.now() % 1e6}`.padEnd(LIMITS.usernameMax - 6, 'w');
      const username = await usernameFor({ name: `${first} Surname` });
      expect(username).toBe(first);
    });
  });

  describe('a token that does not prove an identity: 401, no session, no account', () => {
    let otherKey: Awaited<ReturnType<typeof generateKeyPair>>;
    beforeAll(async () => {
      otherKey = await generateKeyPair('RS256', { extractable: true });
    });

    const cases: [string, () => Promise<string>, string][] = [
      [
        'an unverified e-mail',
        () => jwks().sign(newIdentity({ email_verified: false })),
        NO_VERIFIED_EMAIL,
      ],
      [
        'no email_verified claim',
        () => jwks().sign(newIdentity({ email_verified: undefined })),
        NO_VERIFIED_EMAIL,
      ],
      ['no e-mail', () => jwks().sign(newIdentity({ email: undefined })), NO_VERIFIED_EMAIL],
      ['no subject', () => jwks().sign(newIdentity({ sub: undefined })), NO_VERIFIED_EMAIL],
      [
        'another audience (a token for another app)',
        () => jwks().sign(newIdentity(), { audience: 'someone-else.apps.googleusercontent.com' }),
        `${REJECTED}: ERR_JWT_CLAIM_VALIDATION_FAILED`,
      ],
      [
        'another issuer',
        () => jwks().sign(newIdentity(), { issuer: 'https://evil.example' }),
        `${REJECTED}: ERR_JWT_CLAIM_VALIDATION_FAILED`,
      ],
      [
        'an expired token',
        () =>
          jwks().sign(newIdentity(), {
            issuedAt: Math.floor(Date.now() / 1000) - 7200,
            expiresAt: Math.floor(Date.now() / 1000) - 3600,
          }),
        `${REJECTED}: ERR_JWT_EXPIRED`,
      ],
      [
        "a signature by another key under the provider's kid",
        () => jwks().sign(newIdentity(), { signWith: otherKey.privateKey }),
        `${REJECTED}: ERR_JWS_SIGNATURE_VERIFICATION_FAILED`,
      ],
      [
        'a kid the provider does not publish',
        () => jwks().sign(newIdentity(), { kid: 'unknown-kid', signWith: otherKey.privateKey }),
        `${REJECTED}: ERR_JWKS_NO_MATCHING_KEY`,
      ],
      [
        'an unsigned token (alg: none)',
        async () => {
          const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
          const claims = {
            ...newIdentity(),
            iss: 'https://accounts.google.com',
            aud: CLIENT_ID,
            iat: Math.floor(Date.now() / 1000),
            exp: Math.floor(Date.now() / 1000) + 600,
          };
          return `${part({ alg: 'none', kid: jwks().kid })}.${part(claims)}.`;
        },
        `${REJECTED}: ERR_JOSE_NOT_SUPPORTED`,
      ],
      ['a string that is no token', async () => 'not.a.token', `${REJECTED}: ERR_JWS_INVALID`],
    ];

    it.each(cases)('refuses %s', async (_case, makeToken, message) => {
      const before = await users().count();
      const client = new HttpClient(world.api.baseUrl);
      const answer = await googleSignIn(await makeToken(), client);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(message);
      expectNoSession(answer, client);
      expect(await users().count()).toBe(before);
    });
  });

  describe('the request body contract: 400 before any token check', () => {
    it('refuses a token longer than 8192 characters', async () => {
      const answer = await signInWith(world.api.baseUrl, { token: 'a'.repeat(8_193) });
      expect(answer.status).toBe(400);
      const tooBig = 'Не длиннее 8192 символов';
      expect(answer.body.message).toBe(`Некорректные данные: token — ${tooBig}`);
      expect(answer.body.fields).toEqual({ token: tooBig });
    });

    it('refuses an extra body field', async () => {
      const jwksFetchesBefore = jwks().fetches;
      const answer = await signInWith(world.api.baseUrl, {
        token: await jwks().sign(newIdentity()),
        remember: true,
      });
      expect(answer.status).toBe(400);
      const unknownKey = 'Лишнее поле: remember';
      expect(answer.body.message).toBe(`Некорректные данные: (body) — ${unknownKey}`);
      expect(answer.body.fields).toEqual({ '(body)': unknownKey });
      expect(jwksFetchesBefore).toBe(jwks().fetches);
    });

    it('refuses a missing or empty token', async () => {
      for (const body of [{}, { token: '' }, { token: 42 }]) {
        const answer = await signInWith(world.api.baseUrl, body);
        expect(answer.status).toBe(400);
        expect(answer.body.fields).toHaveProperty('token');
      }
    });
  });
});

describe('POST /api/login/google without GOOGLE_CLIENT_ID', () => {
  const { world, jwks } = useGoogleWorld(CLIENT_ID, { configured: false });

  it('answers 503 "Вход через Google не настроен", never asks the provider and creates nothing', async () => {
    const before = await world.api.app.get(UsersRepository).count();
    const answer = await signInWith(world.api.baseUrl, { token: await jwks().sign(newIdentity()) });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: NOT_CONFIGURED, requestId: expect.any(String) });
    expectNoSession(answer);
    expect(jwks().fetches).toBe(0);
    expect(await world.api.app.get(UsersRepository).count()).toBe(before);
  });
});

describe('POST /api/login/google while the provider cannot be reached', () => {
  const { world, jwks } = useGoogleWorld(CLIENT_ID);

  // The user's token is fine; the provider is not. That is "try later" (503), not "your token is
  // bad" (401), and never a 500.
  function expectProviderUnavailable(answer: HttpAnswer<Answer<never>>): void {
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(new RegExp(`^${REJECTED}`));
    expect(JSON.stringify(answer.body)).not.toMatch(/ at |Error|ECONNREFUSED|fetch failed/);
    expectNoSession(answer);
  }

  it('answers 503 when the key set answers an error', async () => {
    jwks().outage = true;
    const answer = await signInWith(world.api.baseUrl, { token: await jwks().sign(newIdentity()) });
    jwks().outage = false;
    expect(jwks().fetches).toBeGreaterThan(0);
    expectProviderUnavailable(answer as HttpAnswer<Answer<never>>);
  });

  it('answers 503 when nothing listens at the key set address', async () => {
    const port = await closedPort();
    const downWorld = await startAccountsWorld({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
    });
    try {
      const answer = await signInWith(downWorld.api.baseUrl, {
        token: await jwks().sign(newIdentity()),
      });
      expectProviderUnavailable(answer as HttpAnswer<Answer<never>>);
    } finally {
      await downWorld.close();
    }
  });

  it('recovers once the provider answers again', async () => {
    const answer = await signInWith(world.api.baseUrl, { token: await jwks().sign(newIdentity()) });
    expect(answer.status).toBe(200);
  });
});
