import type { SessionState, UserRole } from '@vn/domain';
import { afterAll, beforeAll } from 'vitest';
import { UsersRepository } from '../src/features/users/users.repository';
import { HttpClient } from './http-client';
import { SmtpInbox } from './smtp-inbox';
import { startTestApi, type TestApi } from './test-api';

/** Every captcha accepts this in tests (`CAPTCHA_TEST_ANSWER`). */
export const CAPTCHA_ANSWER = 'test-pass';
export const PASSWORD = 'correct horse battery';
/** The recovery code in a recovery mail, and the token in a confirmation mail. */
export const RECOVERY_CODE = /пароля: (\d{6})/;
export const CONFIRMATION_TOKEN = /registrationConfirm\?token=([\w-]+)/;

export interface AccountsWorld {
  api: TestApi;
  inbox: SmtpInbox;
  close(): Promise<void>;
}

/** What every instance that tests sign users up on is given. */
const SIGN_UP_ENVIRONMENT = {
  CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER,
  // Clients tell their own addresses (X-Forwarded-For), so rate limits count per client.
  TRUST_PROXY: 'true',
};

/** The API with real SMTP (an in-process server) and the test captcha answer. */
export async function startAccountsWorld(
  environment: Record<string, string> = {},
): Promise<AccountsWorld> {
  const inbox = await SmtpInbox.start();
  const api = await startTestApi({
    environment: {
      SMTP_URL: inbox.url,
      PUBLIC_URL: 'http://site.test',
      ...SIGN_UP_ENVIRONMENT,
      ...environment,
    },
  });
  return {
    api,
    inbox,
    close: async () => {
      await api.close();
      await inbox.close();
    },
  };
}

/**
 * An API on a given database (a world's, to be its second instance, or one on a server the spec runs
 * itself), taking the test captcha answer and the clients' addresses as the world does; without SMTP.
 */
export function startInstance(
  databaseUri: string,
  environment: Record<string, string> = {},
): Promise<TestApi> {
  return startTestApi({ databaseUri, environment: { ...SIGN_UP_ENVIRONMENT, ...environment } });
}

export async function newCaptchaId(client: HttpClient): Promise<string> {
  const answer = await client.get<{ result: { id: string } }>('/api/captcha');
  return answer.body.result.id;
}

export interface TestUser {
  client: HttpClient;
  id: string;
  username: string;
  email: string;
}

let sequence = 0;

export interface SignUpOptions {
  role?: UserRole;
  banned?: boolean;
  username?: string;
}

/** Signs a new user up through the API (so the session cookie is real) and gives them a role. */
export async function signUpUser(api: TestApi, options: SignUpOptions = {}): Promise<TestUser> {
  sequence += 1;
  const username = options.username ?? `user${sequence}${Date.now() % 100_000}`;
  const email = `${username.toLowerCase()}@example.test`;
  const client = new HttpClient(api.baseUrl);
  const answer = await client.post<{ result: SessionState }>('/api/signup', {
    username,
    email,
    password: PASSWORD,
    captchaId: await newCaptchaId(client),
    captchaValue: CAPTCHA_ANSWER,
  });
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  const id = answer.body.result.user._id;
  const users = api.app.get(UsersRepository);
  if (options.role) await users.update(id, { role: options.role });
  if (options.banned) {
    await users.update(id, {
      banned: { expiredAt: new Date(Date.now() + 3_600_000), reason: 'спам', by: id },
    });
  }
  return { client, id, username, email };
}

/**
 * Starts the accounts world before the tests of the enclosing file or `describe` and closes it after
 * them, and signs up the cast (one user a name, with its options) in the order given: the set-up most
 * HTTP specs begin with. The world and each user are objects that the `beforeAll` hook fills in, so a
 * spec may destructure them at once and read them in its tests and later hooks. The environment may
 * be a function, read in the hook, when it names a server the spec starts in an earlier `beforeAll`.
 */
export function useAccountsWorld<Name extends string = never>(
  cast = {} as Record<Name, SignUpOptions>,
  environment: Record<string, string> | (() => Record<string, string>) = {},
): { world: AccountsWorld; people: Record<Name, TestUser> } {
  const world = {} as AccountsWorld;
  const names = Object.keys(cast) as Name[];
  const people = Object.fromEntries(names.map((name) => [name, {}])) as Record<Name, TestUser>;
  let started: AccountsWorld | undefined;
  beforeAll(async () => {
    const settings = typeof environment === 'function' ? environment() : environment;
    started = await startAccountsWorld(settings);
    Object.assign(world, started);
    for (const name of names) Object.assign(people[name], await signUpUser(world.api, cast[name]));
  });
  // Only a world that started is closed: a failed start is then the one error the run reports.
  afterAll(() => started?.close());
  return { world, people };
}
