import type { PublicProfile, SessionState } from '@vn/domain';
import { expect, it } from 'vitest';
import { CAPTCHA_ANSWER, newCaptchaId, useAccountsWorld } from './accounts-fixture';
import { HttpClient, type Answer } from './http-client';

const { world } = useAccountsWorld();

/** The whole way of a new reader, through real SMTP and the cookies a browser would keep. */
it('signs up, confirms by mail, signs in, edits the profile and signs out', async () => {
  const browser = new HttpClient(world.api.baseUrl);
  const email = 'journey@example.test';
  const signUp = await browser.post<Answer<SessionState>>('/api/signup', {
    username: 'Путешественник',
    email,
    password: 'journey password',
    captchaId: await newCaptchaId(browser),
    captchaValue: CAPTCHA_ANSWER,
  });
  expect(signUp.status).toBe(200);
  const id = signUp.body.result.user._id;

  const mail = await world.inbox.lastTo(email);
  const token = /registrationConfirm\?token=([\w-]+)/.exec(mail.text)?.[1];
  expect((await browser.get(`/api/registrationConfirm?token=${token}`)).status).toBe(200);

  expect((await browser.post('/api/logout')).status).toBe(200);
  expect((await browser.get<Answer<null>>('/api/settings')).body.result).toBeNull();

  const login = await browser.post<Answer<SessionState>>('/api/login', {
    email,
    password: 'journey password',
  });
  expect(login.status).toBe(200);
  const settings = await browser.get<Answer<SessionState>>('/api/settings');
  expect(settings.body.result.user).toMatchObject({ _id: id, email, username: 'Путешественник' });

  const edit = await browser.put<Answer<{ username: string }>>(`/api/profile/${id}`, {
    username: 'Странник',
    description: 'Читаю всё подряд',
  });
  expect(edit.body.result.username).toBe('Странник');
  const profile = await new HttpClient(world.api.baseUrl).get<Answer<PublicProfile>>(
    '/api/profileByUsername/Странник',
  );
  expect(profile.body.result.description).toBe('Читаю всё подряд');

  expect((await browser.post('/api/logout')).status).toBe(200);
  expect((await browser.put(`/api/profile/${id}`, { description: 'после выхода' })).status).toBe(
    401,
  );
});
