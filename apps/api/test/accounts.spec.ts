import { defaultFilter, presetFromFilter, type SessionState } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { UsersRepository } from '../src/features/users/users.repository';
import {
  CAPTCHA_ANSWER,
  newCaptchaId,
  PASSWORD,
  RECOVERY_CODE,
  signUpUser,
  startAccountsWorld,
  useAccountsWorld,
} from './accounts-fixture';
import { HttpClient, type Answer } from './http-client';

describe('accounts over HTTP (docs/product §5, §7, §8)', () => {
  const { world } = useAccountsWorld();
  let guest: HttpClient;

  const newGuest = () => (guest = new HttpClient(world.api.baseUrl));
  const userCount = () => world.api.app.get(UsersRepository).count();

  async function signUpBody(overrides: Record<string, unknown> = {}) {
    const client = guest ?? newGuest();
    return {
      username: `reader${Math.floor(Math.random() * 1e6)}`,
      email: `reader${Math.floor(Math.random() * 1e9)}@example.test`,
      password: PASSWORD,
      captchaId: await newCaptchaId(client),
      captchaValue: CAPTCHA_ANSWER,
      ...overrides,
    };
  }

  describe('captcha', () => {
    it('hands out an SVG challenge whose letters are drawn, not written', async () => {
      const answer = await newGuest().get<Answer<{ id: string; code: string }>>('/api/captcha');
      expect(answer.status).toBe(200);
      expect(answer.body.result.id).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.body.result.code).toMatch(/^<svg[\s\S]*<path/);
      expect(answer.body.result.code).not.toMatch(/<text/);
    });

    it('is single-use: a second answer to the same challenge is "expired" (498)', async () => {
      newGuest();
      const body = await signUpBody();
      expect((await guest.post('/api/signup', body)).status).toBe(200);
      const again = await new HttpClient(world.api.baseUrl).post<Answer<never>>('/api/signup', {
        ...body,
        username: `${body.username}x`,
        email: `x${body.email}`,
      });
      expect(again.status).toBe(498);
      expect(again.body.message).toBe('expired');
      expect(again.body.fields).toEqual({ captchaValue: 'Повторите проверочный код' });
    });

    it('refuses a wrong answer with 498 "Коды не совпадают" and creates nothing', async () => {
      newGuest();
      const before = await userCount();
      const answer = await guest.post<Answer<never>>(
        '/api/signup',
        await signUpBody({ captchaValue: 'wrong' }),
      );
      expect(answer.status).toBe(498);
      expect(answer.body.message).toBe('Коды не совпадают');
      expect(await userCount()).toBe(before);
    });

    it('refuses an unknown challenge id as expired', async () => {
      const answer = await newGuest().post<Answer<never>>(
        '/api/signup',
        await signUpBody({ captchaId: 'f'.repeat(32) }),
      );
      expect(answer.status).toBe(498);
      expect(answer.body.message).toBe('expired');
    });
  });

  describe('sign-up and e-mail confirmation', () => {
    it('signs the new user in with an HttpOnly SameSite=Lax cookie and answers no secrets', async () => {
      newGuest();
      const body = await signUpBody();
      const answer = await guest.post<Answer<SessionState>>('/api/signup', body);
      expect(answer.status).toBe(200);
      expect(answer.body.result.user).toMatchObject({
        username: body.username,
        email: body.email,
        role: 'staff',
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|argon2/);
      const cookie = answer.headers.getSetCookie().join('\n');
      expect(cookie).toMatch(/sid=[\w-]{40,}/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i);
      const settings = await guest.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.username).toBe(body.username);
    });

    it('mails a confirmation link that works once', async () => {
      newGuest();
      const body = await signUpBody();
      await guest.post('/api/signup', body);
      const mail = await world.inbox.lastTo(body.email);
      expect(mail.subject).toBe('Подтверждение регистрации');
      const link = /http:\/\/site\.test\/registrationConfirm\?token=([\w-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      const token = link?.[1] ?? '';
      const confirmed = await guest.get<Answer<{ confirmed: boolean }>>(
        `/api/registrationConfirm?token=${token}`,
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.result).toEqual({ confirmed: true });
      const again = await guest.get<Answer<never>>(`/api/registrationConfirm?token=${token}`);
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Ссылка подтверждения недействительна или устарела');
    });

    it('refuses a taken username, ignoring case, on the username field (409)', async () => {
      newGuest();
      const first = await signUpBody();
      await guest.post('/api/signup', first);
      const before = await userCount();
      const answer = await newGuest().post<Answer<never>>(
        '/api/signup',
        await signUpBody({ username: first.username.toUpperCase() }),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('Такой пользователь уже существует');
      expect(answer.body.fields).toEqual({ username: 'Такой пользователь уже существует' });
      expect(await userCount()).toBe(before);
    });

    it('refuses a taken e-mail, ignoring case, on the email field (409)', async () => {
      newGuest();
      const first = await signUpBody();
      await guest.post('/api/signup', first);
      const answer = await newGuest().post<Answer<never>>(
        '/api/signup',
        await signUpBody({ email: first.email.toUpperCase() }),
      );
      expect(answer.status).toBe(409);
      expect(answer.body.fields).toEqual({ email: 'Данный Email уже зарегистрирован' });
    });

    it.each([
      ['a short username', { username: 'ab' }, 'username'],
      ['a long username', { username: 'x'.repeat(25) }, 'username'],
      ['a bad e-mail', { email: 'not-an-email' }, 'email'],
      ['a short password', { password: 'short' }, 'password'],
      ['an over-long password', { password: 'p'.repeat(300) }, 'password'],
      ['an operator for a string', { email: { $gt: '' } }, 'email'],
      ['a number for a string', { username: 12345 }, 'username'],
      ['an extra field', { role: 'admin' }, '(body)'],
      ['a missing field', { password: undefined }, 'password'],
    ])('answers 400 for %s, on the field, and writes nothing', async (_, change, field) => {
      newGuest();
      const before = await userCount();
      const answer = await guest.post<Answer<never>>('/api/signup', await signUpBody(change));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/^Некорректные данные/);
      expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      expect(await userCount()).toBe(before);
    });

    it('answers 400, not 500, to a body that is not an object or not JSON', async () => {
      newGuest();
      expect((await guest.post('/api/signup', 'just text')).status).toBe(400);
      expect((await guest.post('/api/signup', [1, 2])).status).toBe(400);
      const broken = await guest.call('POST', '/api/signup', {
        body: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in by e-mail (any case) and password', async () => {
      const user = await signUpUser(world.api);
      const client = new HttpClient(world.api.baseUrl);
      const answer = await client.post<Answer<SessionState>>('/api/login?timestamp=1', {
        email: user.email.toUpperCase(),
        password: PASSWORD,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result.user._id).toBe(user.id);
      expect(answer.body.result.contacts).toEqual([]);
      expect(answer.body.result.userEvents.newEventsCount).toBe(0);
    });

    it('answers a wrong password and an unknown e-mail alike: 401 "Неправильный логин или пароль"', async () => {
      const user = await signUpUser(world.api);
      const client = new HttpClient(world.api.baseUrl);
      const wrongPassword = await client.post<Answer<never>>('/api/login', {
        email: user.email,
        password: 'not the password',
      });
      const unknown = await client.post<Answer<never>>('/api/login', {
        email: 'nobody@example.test',
        password: PASSWORD,
      });
      for (const answer of [wrongPassword, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('Неправильный логин или пароль');
      }
      expect(client.cookies.size).toBe(0);
    });

    it('ends the session on the server: the old cookie no longer signs in', async () => {
      const user = await signUpUser(world.api);
      const stolen = new HttpClient(world.api.baseUrl);
      stolen.cookies.set('sid', user.client.cookies.get('sid') ?? '');
      expect(
        (await stolen.get<Answer<SessionState | null>>('/api/settings')).body.result,
      ).not.toBeNull();
      const logout = await user.client.post<Answer<{ success: boolean }>>('/api/logout');
      expect(logout.status).toBe(200);
      expect(user.client.cookies.has('sid')).toBe(false);
      expect((await stolen.get<Answer<null>>('/api/settings')).body.result).toBeNull();
      expect((await stolen.put('/api/userSettings', {})).status).toBe(401);
    });

    it('ends the session a browser had when it signs in as someone else', async () => {
      const first = await signUpUser(world.api);
      const second = await signUpUser(world.api);
      const oldToken = first.client.cookies.get('sid') ?? '';
      const switched = await first.client.post<Answer<SessionState>>('/api/login', {
        email: second.email,
        password: PASSWORD,
      });
      expect(switched.body.result.user._id).toBe(second.id);
      expect(first.client.cookies.get('sid')).not.toBe(oldToken);
      const replay = new HttpClient(world.api.baseUrl);
      replay.cookies.set('sid', oldToken);
      expect((await replay.get<Answer<null>>('/api/settings')).body.result).toBeNull();
    });

    it('limits failed sign-ins per account and address with 429, saying when to retry; the owner elsewhere still signs in', async () => {
      const user = await signUpUser(world.api);
      const client = new HttpClient(world.api.baseUrl);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const answer = await client.post('/api/login', { email: user.email, password: 'wrong' });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      const limited = await client.post<Answer<never>>('/api/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Слишком много попыток. Попробуйте позже.');
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      // The stranger's guesses (another address) do not lock the real owner out.
      const owner = new HttpClient(world.api.baseUrl);
      const signedIn = await owner.post('/api/login', { email: user.email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
    });
  });

  it('lets thirty people behind one address sign in, and still stops guesses from it', async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => signUpUser(world.api)));
    // A dormitory: one address, one browser each.
    const dormitory = `10.200.${Math.floor(Math.random() * 250)}.1`;
    const browser = () => new HttpClient(world.api.baseUrl, {}, dormitory);
    for (const person of people) {
      const answer = await browser().post('/api/login', {
        email: person.email,
        password: PASSWORD,
      });
      expect(answer.status, person.email).toBe(200);
    }
    // Guesses still count, per account (the eleventh is refused) and per address.
    const target = people[0]!;
    const guesses: number[] = [];
    for (let guess = 0; guess < 11; guess++) {
      guesses.push(
        (await browser().post('/api/login', { email: target.email, password: 'x' })).status,
      );
    }
    expect(guesses).toEqual([...Array(10).fill(401), 429]);
    const owner = new HttpClient(world.api.baseUrl);
    expect(
      (await owner.post('/api/login', { email: target.email, password: PASSWORD })).status,
    ).toBe(200);
    // Nine more wrong passwords on other accounts make twenty failed attempts from the address (the
    // refused eleventh guess among them): the next sign-in from it waits, however right.
    for (const person of people.slice(1, 10)) {
      expect(
        (await browser().post('/api/login', { email: person.email, password: 'x' })).status,
      ).toBe(401);
    }
    const afterGuesses = await browser().post('/api/login', {
      email: people[20]!.email,
      password: PASSWORD,
    });
    expect(afterGuesses.status).toBe(429);
  });

  it('limits sign-ups per client address with 429', async () => {
    const client = new HttpClient(world.api.baseUrl);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await client.post('/api/signup', {
        username: `flood${attempt}x${Date.now() % 10_000}`,
        email: `flood${attempt}.${Date.now()}@example.test`,
        password: PASSWORD,
        captchaId: await newCaptchaId(client),
        captchaValue: CAPTCHA_ANSWER,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    const other = await signUpUser(world.api);
    expect(other.id).toMatch(/^[0-9a-f]{24}$/);
  });

  describe('password recovery', () => {
    async function requestCode(client: HttpClient, email: string): Promise<string> {
      const answer = await client.post<Answer<boolean>>('/api/restorePassword', {
        email,
        captchaId: await newCaptchaId(client),
        captchaValue: CAPTCHA_ANSWER,
      });
      expect(answer.body.result).toBe(true);
      const mail = await world.inbox.lastTo(email, 5_000, RECOVERY_CODE);
      return RECOVERY_CODE.exec(mail.text)?.[1] ?? '';
    }

    it('mails a code, checks it, sets the new password and ends the other sessions', async () => {
      const user = await signUpUser(world.api);
      const client = new HttpClient(world.api.baseUrl);
      const code = await requestCode(client, user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        (
          await client.post<Answer<boolean>>('/api/restorePassword/code', {
            email: user.email,
            code: wrong,
          })
        ).body.result,
      ).toBe(false);
      expect(
        (
          await client.post<Answer<boolean>>('/api/restorePassword/code', {
            email: user.email,
            code,
          })
        ).body.result,
      ).toBe(true);
      const changed = await client.post<Answer<SessionState>>('/api/restorePassword/change', {
        email: user.email,
        code,
        password: 'a brand new password',
      });
      expect(changed.status).toBe(200);
      expect(changed.body.result.user._id).toBe(user.id);
      expect((await client.get<Answer<SessionState>>('/api/settings')).body.result.user._id).toBe(
        user.id,
      );
      // The session from sign-up ended with the change.
      expect((await user.client.get<Answer<null>>('/api/settings')).body.result).toBeNull();
      const oldPassword = await new HttpClient(world.api.baseUrl).post('/api/login', {
        email: user.email,
        password: PASSWORD,
      });
      expect(oldPassword.status).toBe(401);
      // The code is used up.
      const reuse = await client.post('/api/restorePassword/change', {
        email: user.email,
        code,
        password: 'another new password',
      });
      expect(reuse.status).toBe(400);
    });

    it('answers an unknown address the same way and sends nothing', async () => {
      const client = new HttpClient(world.api.baseUrl);
      const before = world.inbox.mails.length;
      const answer = await client.post<Answer<boolean>>('/api/restorePassword', {
        email: 'nobody-at-all@example.test',
        captchaId: await newCaptchaId(client),
        captchaValue: CAPTCHA_ANSWER,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBe(true);
      expect(world.inbox.mails.length).toBe(before);
    });

    it('throws the code away after five wrong tries', async () => {
      const user = await signUpUser(world.api);
      const client = new HttpClient(world.api.baseUrl);
      const code = await requestCode(client, user.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        await client.post('/api/restorePassword/code', { email: user.email, code: wrong });
      }
      const right = await client.post<Answer<boolean>>('/api/restorePassword/code', {
        email: user.email,
        code,
      });
      expect(right.body.result).toBe(false);
    });

    it('answers 498 to a wrong captcha', async () => {
      const client = new HttpClient(world.api.baseUrl);
      const answer = await client.post<Answer<never>>('/api/restorePassword', {
        email: 'someone@example.test',
        captchaId: await newCaptchaId(client),
        captchaValue: 'nope',
      });
      expect(answer.status).toBe(498);
    });
  });

  describe('settings and presets', () => {
    it('answers null to a guest', async () => {
      const answer = await new HttpClient(world.api.baseUrl).get<Answer<null>>('/api/settings');
      expect(answer.status).toBe(200);
      expect(answer.body.result).toBeNull();
    });

    it('merges list visibility and main-page block sizes into the settings', async () => {
      const user = await signUpUser(world.api);
      const answer = await user.client.put<Answer<Record<string, unknown>>>('/api/userSettings', {
        lists: { rating: 2, dropped: false },
        mainPageBestsExtended: 15,
        mainPageAiExtended: 0,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toMatchObject({
        lists: { rating: 2, dropped: false, read: true },
        mainPageBestsExtended: 15,
        mainPageAddedExtended: 5,
        mainPageAiExtended: 0,
      });
      const settings = await user.client.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.settings.lists.rating).toBe(2);
    });

    it('changes one list visibility without putting the others back to their defaults', async () => {
      const user = await signUpUser(world.api);
      await user.client.put('/api/userSettings', { lists: { dropped: false, rating: 2 } });
      const answer = await user.client.put<Answer<{ lists: Record<string, unknown> }>>(
        '/api/userSettings',
        { lists: { read: false } },
      );
      expect(answer.body.result.lists).toMatchObject({ dropped: false, rating: 2, read: false });
    });

    it('keeps every change of several sent at once (a block resized while another is hidden)', async () => {
      const user = await signUpUser(world.api);
      const changes = [
        { mainPageBestsExtended: 10 },
        { mainPageAiExtended: 0 },
        { lists: { dropped: false } },
        { appearance: { theme: 'dark' } },
        { mainPageAddedExtended: 15 },
        { lists: { read: false } },
      ];
      const [answers] = await Promise.all([
        Promise.all(changes.map((change) => user.client.put('/api/userSettings', change))),
        user.client.put('/api/userSettings/ru', { notRussia: true }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
      const settings = await user.client.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.settings).toMatchObject({
        notRussia: true,
        mainPageBestsExtended: 10,
        mainPageAiExtended: 0,
        mainPageAddedExtended: 15,
        lists: { dropped: false, read: false, reading: true },
        appearance: { theme: 'dark', showSensitiveImages: false },
      });
    });

    it('keeps the appearance (theme, marked images, spoiler tags), one field at a time', async () => {
      const user = await signUpUser(world.api);
      const fresh = await user.client.get<Answer<SessionState>>('/api/settings');
      // Spoiler tags hidden for a new reader (docs/product §A5.6).
      expect(fresh.body.result.user.settings.appearance).toEqual({
        theme: 'system',
        showSensitiveImages: false,
        showSpoilerTags: false,
      });
      await user.client.put('/api/userSettings', { appearance: { theme: 'dark' } });
      const answer = await user.client.put<Answer<Record<string, unknown>>>('/api/userSettings', {
        appearance: { showSensitiveImages: true },
      });
      expect(answer.body.result['appearance']).toEqual({
        theme: 'dark',
        showSensitiveImages: true,
        showSpoilerTags: false,
      });
      await user.client.put('/api/userSettings', { appearance: { showSpoilerTags: true } });
      const settings = await user.client.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.settings.appearance).toEqual({
        theme: 'dark',
        showSensitiveImages: true,
        showSpoilerTags: true,
      });
    });

    it.each([
      ['an unknown visibility', { lists: { rating: 3 } }],
      ['a block size not offered', { mainPageBestsExtended: 7 }],
      ['an unknown setting', { theme: 'dark' }],
      ['an unknown theme', { appearance: { theme: 'sepia' } }],
      ['an unknown appearance field', { appearance: { fontSize: 20 } }],
    ])('refuses %s with 400', async (_, body) => {
      const user = await signUpUser(world.api);
      expect((await user.client.put('/api/userSettings', body)).status).toBe(400);
    });

    it('sets the not-Russia flag and answers success', async () => {
      const user = await signUpUser(world.api);
      const answer = await user.client.put<Answer<{ success: boolean }>>('/api/userSettings/ru', {
        notRussia: true,
      });
      expect(answer.body.result).toEqual({ success: true });
      const settings = await user.client.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.settings.notRussia).toBe(true);
    });

    const preset = (name: string) =>
      presetFromFilter(name, { ...defaultFilter('novels'), tags: ['Романтика'] });

    it('keeps presets and refuses two with one name, ignoring case', async () => {
      const user = await signUpUser(world.api);
      const saved = await user.client.post<Answer<{ name: string }[]>>('/api/presets', {
        presets: [preset(' Романтика '), preset('Длинные')],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.result.map((entry) => entry.name)).toEqual(['Романтика', 'Длинные']);
      const clash = await user.client.post<Answer<never>>('/api/presets', {
        presets: [preset('Романтика'), preset('романтика')],
      });
      expect(clash.status).toBe(400);
      expect(clash.body.message).toBe('Такое имя уже существует');
      const settings = await user.client.get<Answer<SessionState>>('/api/settings');
      expect(settings.body.result.user.presets).toHaveLength(2);
    });
  });
});

describe('the session cookie behind an HTTPS proxy', () => {
  it('is Secure when the site is reached over HTTPS', async () => {
    const world = await startAccountsWorld();
    try {
      const client = new HttpClient(world.api.baseUrl, { 'x-forwarded-proto': 'https' });
      const answer = await client.post('/api/signup', {
        username: 'secure_reader',
        email: 'secure@example.test',
        password: PASSWORD,
        captchaId: await newCaptchaId(client),
        captchaValue: CAPTCHA_ANSWER,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie().join('\n')).toMatch(/Secure/);
    } finally {
      await world.close();
    }
  });
});
