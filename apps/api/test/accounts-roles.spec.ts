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
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ANSWER,
  CONFIRMATION_TOKEN,
  newCaptchaId,
  PASSWORD,
  RECOVERY_CODE,
  signUpUser,
} from './accounts-fixture';
import { useGoogleWorld } from './google-fixture';
import { HttpClient } from './http-client';
import { multipart, pngImage } from './images';
import {
  callerFor,
  describeRoleTable,
  everyone,
  moderators,
  administrators,
  signedIn,
  type Caller,
  type RoleCall,
} from './role-table';

/*
 * Every accounts call (docs/product §7) × every kind of caller (§6): guest, user, banned user, moderator,
 * administrator — each with a request that is valid for that caller, so the status shows the right
 * and nothing else. Then every call with a body or a query is walked with bad input (operators,
 * wrong types, over-long text, missing and extra fields, malformed and unknown ids), as the strongest
 * caller, and must answer 400/404 having written nothing.
 */

const GOOGLE_CLIENT_ID = '1234567890-roles.apps.googleusercontent.com';
describe('accounts calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const { world, jwks } = useGoogleWorld(GOOGLE_CLIENT_ID);
  const baseUrl = () => world.api.baseUrl;

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

  const calls: RoleCall[] = [
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
      // A ban silences; it does not lock the account (docs/product §4 Ban).
      statuses: everyone(200),
    },
    {
      endpoint: googleLoginEndpoint,
      request: async (caller) => {
        const { email } = await accountOf(caller);
        const token = await jwks().sign({
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

  describeRoleTable('accounts', accountsEndpoints, calls, () => world.api);

  it('GET /api/profileByUsername/{username}: an unknown name is 404', async () => {
    const admin = await callerFor(world.api, 'administrator');
    const answer = await admin.client.get('/api/profileByUsername/nobody-at-all');
    expect(answer.status).toBe(404);
  });
});
