import { describe, expect, it } from 'vitest';
import { PASSWORD, signUpUser, useAccountsWorld } from '../accounts-fixture';
import { HttpClient } from '../http-client';

/**
 * Bodies a client sends wrong: a malformed body is the client's mistake (400), a media type the call
 * does not take is refused (415, also a CSRF defence: a cross-site form can only send urlencoded,
 * multipart or text/plain bodies), never a 500; always `{ message }` in Russian, no stack trace.
 */
describe('request bodies and their content types', () => {
  const {
    world,
    people: { reader },
  } = useAccountsWorld({ reader: {} });

  const send = (
    client: HttpClient,
    method: string,
    path: string,
    contentType: string | undefined,
    body?: string,
  ) =>
    client.call<{ message: string }>(method, path, {
      body,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
    });

  const expectRefusal = (
    answer: { status: number; body: { message: string } | string },
    status: number,
    message: RegExp,
  ) => {
    expect({ status: answer.status, body: answer.body }).toEqual({
      status,
      body: { message: expect.stringMatching(message) },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/\.ts:|\bat \w/);
  };

  it.each([
    ['POST', '/api/comments'],
    ['POST', '/api/messages'],
    ['POST', '/api/uploadImage/comment'],
    ['POST', '/api/uploadImage/userBG'],
  ])('answers %s %s with multipart but no boundary 400, not 500', async (method, path) => {
    const answer = await send(reader.client, method, path, 'multipart/form-data', 'x');
    expectRefusal(answer, 400, /^Некорректн.*multipart/);
  });

  it('answers a multipart body that breaks off 400', async () => {
    const answer = await send(
      reader.client,
      'POST',
      '/api/uploadImage/comment',
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    );
    expectRefusal(answer, 400, /^Некорректн.*multipart/);
  });

  it('answers malformed JSON 400 in Russian', async () => {
    const answer = await send(reader.client, 'POST', '/api/comments', 'application/json', '{"a": ');
    expectRefusal(answer, 400, /^Некорректный JSON/);
  });

  it('answers JSON with a __proto__ key 400 in Russian (Fastify refuses prototype poisoning)', async () => {
    const answer = await send(
      reader.client,
      'POST',
      '/api/ratings',
      'application/json',
      '{"__proto__": {"admin": true}}',
    );
    expectRefusal(answer, 400, /^Некорректный JSON/);
  });

  it('answers a path with broken percent-encoding 400 in Russian', async () => {
    const answer = await send(reader.client, 'GET', '/api/profileByUsername/%E0%A4%A', undefined);
    expectRefusal(answer, 400, /^Некорректный адрес/);
  });

  it('answers an empty JSON body 400 in Russian', async () => {
    const answer = await send(reader.client, 'POST', '/api/ratings', 'application/json', '');
    expectRefusal(answer, 400, /^Некорректн/);
  });

  it('answers JSON in a charset other than UTF-8 415', async () => {
    const answer = await send(
      new HttpClient(world.api.baseUrl),
      'POST',
      '/api/login',
      'application/json; charset=koi8-r',
      '{}',
    );
    expectRefusal(answer, 415, /UTF-8/);
  });

  it.each([
    ['POST', '/api/login', 'application/x-www-form-urlencoded', 'email=a%40b.c&password=12345678'],
    ['POST', '/api/login', 'text/plain', '{"email":"a@b.c","password":"12345678"}'],
    ['POST', '/api/login', 'multipart/form-data; boundary=XYZ', '--XYZ--\r\n'],
    ['POST', '/api/logout', 'text/plain', ''],
    ['POST', '/api/logout', 'application/x-www-form-urlencoded', ''],
    ['POST', '/api/addtolist', 'application/x-www-form-urlencoded', 'novel=1&list=read'],
    ['POST', '/api/ratings', 'multipart/form-data; boundary=XYZ', '--XYZ--\r\n'],
    ['POST', '/api/uploadImage/comment', 'application/json', '{}'],
    ['POST', '/api/messages', 'text/plain', 'hi'],
    ['PUT', '/api/userSettings', 'application/xml', '<a/>'],
  ])('refuses %s %s with %s: 415', async (method, path, contentType, body) => {
    // Sign-out is tried by a user of its own, whose session must outlive the refused request.
    const client = path === '/api/logout' ? (await signUpUser(world.api)).client : reader.client;
    const answer = await send(client, method, path, contentType, body);
    expectRefusal(answer, 415, /^Неподдерживаемый тип данных/);
    expect((await client.get('/api/settings')).status).toBe(200);
  });

  it('still takes what the site sends: JSON sign-in, a body-less sign-out, a multipart message', async () => {
    const client = new HttpClient(world.api.baseUrl);
    const login = await client.post('/api/login', {
      email: reader.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const other = await signUpUser(world.api);
    const form = new FormData();
    form.append('to', other.id);
    form.append('body', 'Привет');
    const message = await reader.client.call('POST', '/api/messages', { body: form });
    expect(message.status).toBe(200);
    const logout = await other.client.post('/api/logout');
    expect(logout.status).toBe(200);
  });
});
