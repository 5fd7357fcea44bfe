import type { SessionState } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUpUser, useAccountsWorld } from '../accounts-fixture';
import { HttpClient, type Answer } from '../http-client';
import { addNovels } from '../catalogue/catalogue-fixture';
import { CROSS_SITE_REFUSED } from '../../src/platform/web-security/cross-site-guard';

const EVIL = 'https://evil.example';

/** A page on another site riding on the reader's cookie (CSRF), and the headers every answer carries. */
describe('requests from other sites', () => {
  const { world } = useAccountsWorld();

  const signedIn = async (client: HttpClient) =>
    (await client.get<Answer<SessionState | null>>('/api/settings')).body.result !== null;

  it('refuses a sign-in form posted from another origin (login CSRF), and takes the same form from the site', async () => {
    const user = await signUpUser(world.api);
    const form = new URLSearchParams({ email: user.email, password: PASSWORD }).toString();
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    const attacker = new HttpClient(world.api.baseUrl);
    const refused = await attacker.call<Answer<never>>('POST', '/api/login', {
      body: form,
      headers: { ...urlencoded, origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CROSS_SITE_REFUSED);
    expect(attacker.cookies.size).toBe(0);

    // The site signs in with JSON (the contract's type; a form's urlencoded body is 415 even here).
    const site = new HttpClient(world.api.baseUrl);
    const accepted = await site.call('POST', '/api/login', {
      json: { email: user.email, password: PASSWORD },
      headers: { origin: world.api.baseUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(accepted.status).toBe(200);
    expect(await signedIn(site)).toBe(true);
  });

  it.each([
    ['an Origin of another site', { origin: EVIL }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a signed-in reader’s write carrying %s, and changes nothing', async (_, headers) => {
    const reader = await signUpUser(world.api);
    const [novel] = await addNovels(world.api, [{ name: `Проект ${Date.now()}` }]);
    const logout = await reader.client.call('POST', '/api/logout', {
      body: '',
      headers: { 'content-type': 'text/plain', ...headers },
    });
    expect(logout.status).toBe(403);
    expect(await signedIn(reader.client)).toBe(true);

    const addToList = await reader.client.call('POST', '/api/addtolist', {
      body: new URLSearchParams({ novel: novel!._id, list: 'reading' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
    expect(addToList.status).toBe(403);

    const message = new FormData();
    message.append('to', reader.id);
    message.append('content', 'привет');
    const sent = await reader.client.call('POST', '/api/messages', { body: message, headers });
    expect(sent.status).toBe(403);

    const comment = new FormData();
    comment.append('sourceType', 'game');
    comment.append('source', novel!._id);
    comment.append('content', 'комментарий');
    const commented = await reader.client.call('POST', '/api/comments', { body: comment, headers });
    expect(commented.status).toBe(403);
    const comments = await reader.client.get<Answer<{ count: number }>>(
      `/api/comments?sourceType=game&source=${novel!._id}`,
    );
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.body)).not.toContain('комментарий');

    // The same requests from the site itself are taken: what was refused was where they came from.
    const own = { origin: world.api.baseUrl, 'sec-fetch-site': 'same-origin' };
    const listed = await reader.client.call('POST', '/api/addtolist', {
      json: { novel: novel!._id, list: 'reading' },
      headers: own,
    });
    expect(listed.status).toBe(200);
    const ownComment = await reader.client.call('POST', '/api/comments', {
      body: comment,
      headers: own,
    });
    expect(ownComment.status).toBe(200);
  });

  it('lets another site read (a link, an image) and lets the site itself write', async () => {
    const reader = await signUpUser(world.api);
    const read = await reader.client.call('GET', '/api/settings', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
    const own = await reader.client.call('POST', '/api/logout', {
      headers: { origin: world.api.baseUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });

  it('sends the security headers on answers and errors alike', async () => {
    const guest = new HttpClient(world.api.baseUrl);
    for (const path of ['/api/settings', '/api/no-such-call']) {
      const { headers } = await guest.get(path);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toMatch(/script-src 'self'[^;]*;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
