import type { PublicProfile, User } from '@vn/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld } from './accounts-fixture';
import { HttpClient, type Answer } from './http-client';
import { multipart, pngImage } from './images';

describe('profiles, bans and the user list over HTTP (docs/product §2.4, §6, §7)', () => {
  const {
    world,
    people: { reader, other, banned, moderator, admin },
  } = useAccountsWorld({
    reader: {},
    other: {},
    banned: { banned: true },
    moderator: { role: 'moderator' },
    admin: { role: 'admin' },
  });
  let guest: HttpClient;

  beforeAll(async () => {
    guest = new HttpClient(world.api.baseUrl);
  });

  describe('reading a profile', () => {
    it('shows anyone the public profile, without e-mail or settings', async () => {
      const answer = await guest.get<Answer<PublicProfile & { email?: string }>>(
        `/api/profile/${reader.id}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.result.username).toBe(reader.username);
      expect(answer.body.result.email).toBeUndefined();
      expect(answer.body.result).not.toHaveProperty('settings');
      expect(JSON.stringify(answer.body)).not.toMatch(/passwordHash|googleSubject/);
    });

    it('shows its owner the e-mail too', async () => {
      const answer = await reader.client.get<Answer<User>>(`/api/profile/${reader.id}`);
      expect(answer.body.result.email).toBe(reader.email);
    });

    it('finds a profile by username, with look-alike dots decoded', async () => {
      const answer = await guest.get<Answer<PublicProfile>>(
        `/api/profileByUsername/${encodeURIComponent(reader.username.toUpperCase())}`,
      );
      expect(answer.body.result._id).toBe(reader.id);
      const dotted = await signUpUser(world.api, { username: `j.doe${Date.now() % 1000}` });
      const path = encodeURIComponent(dotted.username.replace('.', '\u2024'));
      const byPath = await guest.get<Answer<PublicProfile>>(`/api/profileByUsername/${path}`);
      expect(byPath.status).toBe(200);
      expect(byPath.body.result._id).toBe(dotted.id);
    });

    it('answers 404 "Not Found" to an unknown id and 400 to a malformed one', async () => {
      const unknown = await guest.get<Answer<never>>('/api/profile/0123456789abcdef01234567');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Not Found');
      const malformed = await guest.get<Answer<never>>('/api/profile/not-an-id');
      expect(malformed.status).toBe(400);
      const injected = await guest.get('/api/profile/%7B%22%24gt%22%3A%22%22%7D');
      expect(injected.status).toBe(400);
    });
  });

  describe('editing a profile', () => {
    it('lets the owner change the name and description, and answers the new name', async () => {
      const user = await signUpUser(world.api);
      const answer = await user.client.put<Answer<{ username: string }>>(
        `/api/profile/${user.id}`,
        { username: `${user.username}_new`, description: 'Люблю кинетические новеллы' },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.result.username).toBe(`${user.username}_new`);
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${user.id}`);
      expect(profile.body.result.description).toBe('Люблю кинетические новеллы');
    });

    it('answers the current name to an update without changes', async () => {
      const answer = await reader.client.put<Answer<{ username: string }>>(
        `/api/profile/${reader.id}`,
        { username: reader.username },
      );
      expect(answer.body.result.username).toBe(reader.username);
    });

    it('refuses a taken name with "username exist…" (409) and changes nothing', async () => {
      const answer = await reader.client.put<Answer<never>>(`/api/profile/${reader.id}`, {
        username: other.username.toUpperCase(),
        description: 'не должно сохраниться',
      });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^username exist/);
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${reader.id}`);
      expect(profile.body.result.username).toBe(reader.username);
      expect(profile.body.result.description).not.toBe('не должно сохраниться');
    });

    it('takes an avatar and a background as multipart, checked and resized', async () => {
      const user = await signUpUser(world.api);
      const form = multipart(
        {
          description: 'С аватаром',
          bg: JSON.stringify({ url: '/uploads/bg.webp', opacity: 0.7 }),
        },
        { avatar: await pngImage() },
      );
      const answer = await user.client.call<Answer<{ username: string }>>(
        'PUT',
        `/api/profile/${user.id}`,
        { body: form },
      );
      expect(answer.status).toBe(200);
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${user.id}`);
      expect(profile.body.result.bg).toEqual({
        url: '/uploads/bg.webp',
        opacity: 0.7,
        size: 'cover',
        position: 'center',
      });
      const avatar = profile.body.result.avatar as { preview: string; full: string };
      expect(avatar.preview).toMatch(/^\/uploads\/avatar\/.+-preview\.webp$/);
      const image = await fetch(`${world.api.baseUrl}${avatar.full}`);
      expect(image.status).toBe(200);
      const size = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect([size.width, size.height, size.format]).toEqual([300, 300, 'webp']);
    });

    it('keeps images attached to the description while their link is in it (docs/product §5)', async () => {
      const user = await signUpUser(world.api);
      const form = new FormData();
      form.append('description', 'Мои скриншоты');
      for (const name of ['first.png', 'second.png']) {
        form.append('attachedImages', new Blob([new Uint8Array(await pngImage())]), name);
      }
      const saved = await user.client.call<Answer<{ username: string }>>(
        'PUT',
        `/api/profile/${user.id}`,
        { body: form },
      );
      expect(saved.status).toBe(200);
      const description = async () =>
        (await guest.get<Answer<PublicProfile>>(`/api/profile/${user.id}`)).body.result.description;
      const links = [
        ...(await description()).matchAll(/\[img\](\/uploads\/comment\/[^[]+)\[\/img\]/g),
      ].map((match) => match[1]!);
      expect(links).toHaveLength(2);
      expect((await description()).startsWith('Мои скриншоты\n')).toBe(true);
      for (const link of links)
        expect((await fetch(`${world.api.baseUrl}${link}`)).status).toBe(200);

      // The second link taken out of the text: its image goes, the first stays.
      const edited = await user.client.call<Answer<{ username: string }>>(
        'PUT',
        `/api/profile/${user.id}`,
        { json: { description: `Остался один [img]${links[0]}[/img]` } },
      );
      expect(edited.status).toBe(200);
      expect((await fetch(`${world.api.baseUrl}${links[0]}`)).status).toBe(200);
      expect((await fetch(`${world.api.baseUrl}${links[1]}`)).status).toBe(404);
    });

    it('refuses more than 8 description images, writing nothing', async () => {
      const user = await signUpUser(world.api);
      const form = new FormData();
      form.append('description', 'Слишком много');
      const image = new Uint8Array(await pngImage());
      for (let index = 0; index < 9; index++) {
        form.append('attachedImages', new Blob([image]), `image-${index}.png`);
      }
      const answer = await user.client.call<Answer<never>>('PUT', `/api/profile/${user.id}`, {
        body: form,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Не больше 8 изображений');
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${user.id}`);
      expect(profile.body.result.description).toBe('');
    });

    it('refuses a file that is not an image (415), whatever its name', async () => {
      const user = await signUpUser(world.api);
      const form = multipart({}, { avatar: Buffer.from('<?php echo "hi"; ?>') });
      const answer = await user.client.call<Answer<never>>('PUT', `/api/profile/${user.id}`, {
        body: form,
      });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe('Файл не является изображением');
    });

    it.each([
      ['a short name', { username: 'ab' }],
      ['an extra field', { email: 'x@example.test' }],
      ['an operator', { description: { $set: 'x' } }],
      ['an over-long description', { description: 'я'.repeat(5_001) }],
      ['a background without url', { bg: { opacity: 0.3 } }],
    ])('answers 400 to %s', async (_, body) => {
      const answer = await reader.client.put(`/api/profile/${reader.id}`, body);
      expect(answer.status).toBe(400);
    });

    it('forbids editing another user (403), allows a moderator, and only a moderator sets roles', async () => {
      expect(
        (await other.client.put(`/api/profile/${reader.id}`, { description: 'x' })).status,
      ).toBe(403);
      expect((await guest.put(`/api/profile/${reader.id}`, { description: 'x' })).status).toBe(401);
      expect((await reader.client.put(`/api/profile/${reader.id}`, { role: 'admin' })).status).toBe(
        403,
      );
      const byModerator = await moderator.client.put(`/api/profile/${other.id}`, {
        description: 'Исправлено модератором',
      });
      expect(byModerator.status).toBe(200);
      const promote = await moderator.client.put(`/api/profile/${other.id}`, { role: 'moderator' });
      expect(promote.status).toBe(200);
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${other.id}`);
      expect(profile.body.result.role).toBe('moderator');
      await moderator.client.put(`/api/profile/${other.id}`, { role: 'staff' });
    });

    it('keeps the administrator role out of a moderator’s reach; an administrator grants it', async () => {
      const role = async (id: string) =>
        (await guest.get<Answer<PublicProfile>>(`/api/profile/${id}`)).body.result.role;
      const selfPromotion = await moderator.client.put(`/api/profile/${moderator.id}`, {
        role: 'admin',
      });
      expect(selfPromotion.status).toBe(403);
      expect(await role(moderator.id)).toBe('moderator');
      const demotion = await moderator.client.put(`/api/profile/${admin.id}`, { role: 'staff' });
      expect(demotion.status).toBe(403);
      expect(await role(admin.id)).toBe('admin');
      const banAdmin = await moderator.client.put(`/api/profile/${admin.id}/ban`, {
        reason: 'Переворот',
        expiredAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(banAdmin.status).toBe(403);
      expect(
        (await guest.get<Answer<PublicProfile>>(`/api/profile/${admin.id}`)).body.result.banned,
      ).toBeNull();

      const target = await signUpUser(world.api);
      expect((await admin.client.put(`/api/profile/${target.id}`, { role: 'admin' })).status).toBe(
        200,
      );
      expect(await role(target.id)).toBe('admin');
    });

    it('uploads a background image and answers its full URL', async () => {
      const answer = await reader.client.call<Answer<string>>('POST', '/api/uploadImage/userBG', {
        body: multipart({}, { image: await pngImage() }),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.result).toMatch(
        /^http:\/\/site\.test\/uploads\/background\/.+-full\.webp$/,
      );
      const none = await reader.client.call('POST', '/api/uploadImage/userBG', {
        body: multipart({}),
      });
      expect(none.status).toBe(400);
    });
  });

  describe('bans', () => {
    const until = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

    it('lets a moderator ban and unban, and shows the ban on the profile', async () => {
      const target = await signUpUser(world.api);
      const ban = await moderator.client.put<Answer<{ banned: { reason: string } }>>(
        `/api/profile/${target.id}/ban`,
        { reason: 'Спам в комментариях', expiredAt: until() },
      );
      expect(ban.status).toBe(200);
      const profile = await guest.get<Answer<PublicProfile>>(`/api/profile/${target.id}`);
      expect(profile.body.result.banned?.reason).toBe('Спам в комментариях');
      const unban = await moderator.client.put(`/api/profile/${target.id}/unban`);
      expect(unban.status).toBe(200);
      const after = await guest.get<Answer<PublicProfile>>(`/api/profile/${target.id}`);
      expect(after.body.result.banned).toBeNull();
    });

    it('refuses users, banned users and guests', async () => {
      const body = { reason: 'x', expiredAt: until() };
      expect((await reader.client.put(`/api/profile/${other.id}/ban`, body)).status).toBe(403);
      expect((await banned.client.put(`/api/profile/${other.id}/ban`, body)).status).toBe(403);
      expect((await guest.put(`/api/profile/${other.id}/ban`, body)).status).toBe(401);
      expect((await reader.client.put(`/api/profile/${banned.id}/unban`)).status).toBe(403);
    });

    it.each([
      ['an expiry in the past', { reason: 'x', expiredAt: '2020-01-01T00:00:00.000Z' }],
      ['no reason', { reason: ' ', expiredAt: '2099-01-01T00:00:00.000Z' }],
      ['a date that is not a date', { reason: 'x', expiredAt: 'завтра' }],
    ])('answers 400 to %s', async (_, body) => {
      expect((await moderator.client.put(`/api/profile/${other.id}/ban`, body)).status).toBe(400);
    });
  });

  describe('the user list and pickers', () => {
    it('shows staff a searchable list of 50 a page with e-mails', async () => {
      const answer = await moderator.client.get<
        Answer<{ users: { username: string; email: string }[]; count: number }>
      >(`/api/users?search=${encodeURIComponent(reader.username)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.result.count).toBe(1);
      expect(answer.body.result.users[0]?.email).toBe(reader.email);
      const page = await admin.client.get<Answer<{ users: unknown[]; count: number }>>(
        '/api/users?limit=2&page=1&sortBy=username&direction=asc',
      );
      expect(page.body.result.users).toHaveLength(2);
      expect(page.body.result.count).toBeGreaterThanOrEqual(5);
    });

    it('refuses the list to users and guests, and refuses a limit above 50', async () => {
      expect((await reader.client.get('/api/users')).status).toBe(403);
      expect((await guest.get('/api/users')).status).toBe(401);
      expect((await moderator.client.get('/api/users?limit=51')).status).toBe(400);
      expect((await moderator.client.get('/api/users?search[$ne]=x')).status).toBe(400);
    });

    it('finds users for pickers by part of the name, the matches at the start first', async () => {
      const answer = await reader.client.get<Answer<{ username: string }[]>>(
        `/api/usersEntities?search=${encodeURIComponent(other.username.slice(0, 6))}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.result.map((user) => user.username)).toContain(other.username);
      expect(JSON.stringify(answer.body)).not.toMatch(/@example\.test/);
    });
  });

  describe('removing a user', () => {
    it('is for administrators only: it ends their sessions and hides them', async () => {
      const target = await signUpUser(world.api);
      expect((await moderator.client.delete(`/api/users/${target.id}`)).status).toBe(403);
      const removed = await admin.client.delete<Answer<{ removed: boolean }>>(
        `/api/users/${target.id}`,
      );
      expect(removed.status).toBe(200);
      expect((await target.client.get<Answer<null>>('/api/settings')).body.result).toBeNull();
      expect((await guest.get(`/api/profile/${target.id}`)).status).toBe(404);
      const login = await new HttpClient(world.api.baseUrl).post('/api/login', {
        email: target.email,
        password: 'correct horse battery',
      });
      expect(login.status).toBe(401);
      expect((await admin.client.delete(`/api/users/${admin.id}`)).status).toBe(400);
      expect((await admin.client.delete('/api/users/0123456789abcdef01234567')).status).toBe(404);
    });
  });
});
