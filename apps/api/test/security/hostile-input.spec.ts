import type { PublicProfile } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import type { Answer } from '../http-client';

/** Hostile input the API once let through: each refused or cleaned now. */
describe('hostile input', () => {
  const {
    world,
    people: { reader, moderator },
  } = useAccountsWorld({ reader: {}, moderator: { role: 'moderator' } });

  describe('a banned moderator', () => {
    it('cannot lift their own ban; another moderator can', async () => {
      const banned = await signUpUser(world.api, { role: 'moderator', banned: true });
      const own = await banned.client.put<Answer<unknown>>(`/api/profile/${banned.id}/unban`);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe('Нельзя снять бан с себя');
      const still = await moderator.client.get<Answer<PublicProfile>>(`/api/profile/${banned.id}`);
      expect(still.body.result.banned).not.toBeNull();

      const byOther = await moderator.client.put(`/api/profile/${banned.id}/unban`);
      expect(byOther.status).toBe(200);
    });
  });

  describe('a profile', () => {
    it('keeps its description cleaned: no HTML, no javascript: link', async () => {
      const answer = await reader.client.put(`/api/profile/${reader.id}`, {
        description:
          'Привет <img src=x onerror=alert(1)> [a=javascript:alert(1)]ссылка[/a] [a=https://example.test]сайт[/a]',
      });
      expect(answer.status).toBe(200);
      const profile = await reader.client.get<Answer<PublicProfile>>(`/api/profile/${reader.id}`);
      const description = profile.body.result.description;
      expect(description).toContain('Привет');
      expect(description).toMatch(/\[a href="https:\/\/example\.test"\]сайт\[\/a\]/);
      expect(description).not.toMatch(/<img|onerror|\[a=javascript/i);
    });

    it.each([
      ['url', { url: 'javascript:alert(1)' }],
      ['url', { url: 'data:image/svg+xml,<svg onload=alert(1)>' }],
      ['url', { url: '//evil.example/bg.png' }],
      ['position', { url: '/uploads/bg.webp', position: 'center; background: url(//evil)' }],
      ['position', { url: '/uploads/bg.webp', position: '</style><script>alert(1)</script>' }],
      ['size', { url: '/uploads/bg.webp', size: 'cover; color: red' }],
      ['size', { url: '/uploads/bg.webp', size: 'expression(alert(1))' }],
    ])('refuses a background whose %s is not a safe value: %j', async (field, bg) => {
      const answer = await reader.client.put<Answer<unknown>>(`/api/profile/${reader.id}`, { bg });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields ?? {})).toContain(`bg.${field}`);
    });

    it('takes the backgrounds the edit screen offers', async () => {
      for (const look of [
        { position: 'center', size: 'cover' },
        { position: 'left top', size: 'contain' },
        { position: '50% 20%', size: 'auto' },
        { position: 'right', size: '100px auto' },
      ]) {
        const bg = { url: '/uploads/bg.webp', opacity: 0.5, ...look };
        const answer = await reader.client.put(`/api/profile/${reader.id}`, { bg });
        expect(answer.status).toBe(200);
        const profile = await reader.client.get<Answer<PublicProfile>>(`/api/profile/${reader.id}`);
        expect(profile.body.result.bg).toMatchObject(bg);
      }
    });
  });

  describe('translator groups', () => {
    it.each([
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])('refuses the link %s', async (link) => {
      const answer = await moderator.client.post<Answer<unknown>>('/api/translators', {
        name: `Группа ${Date.now()}`,
        links: [{ link, description: 'сайт' }],
      });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.['links.0.link']).toBe('Недопустимая ссылка');
    });

    it('takes an https link', async () => {
      const answer = await moderator.client.post('/api/translators', {
        name: `Группа https ${Date.now()}`,
        links: [{ link: 'https://vk.com/group', description: 'ВК' }],
      });
      expect(answer.status).toBe(200);
    });
  });

  describe('NUL bytes and lone surrogates', () => {
    it.each([
      '/api/usersEntities?search=a%00b',
      '/api/users?search=%00',
      '/api/users?search=%ED%A0%80',
    ])('a search for %s answers, not 500', async (path) => {
      const answer = await moderator.client.get(path);
      expect(answer.status).toBe(200);
    });

    it('are dropped from stored text', async () => {
      const answer = await reader.client.put(`/api/profile/${reader.id}`, {
        description: 'до\u0000после \uD800одинокий',
      });
      expect(answer.status).toBe(200);
      const profile = await reader.client.get<Answer<PublicProfile>>(`/api/profile/${reader.id}`);
      expect(profile.body.result.description).toBe('допосле одинокий');
    });
  });
});
