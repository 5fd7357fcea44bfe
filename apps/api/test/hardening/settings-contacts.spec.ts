import type { SessionState } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import type { Answer } from '../http-client';

/**
 * `GET /api/settings` answers the contacts the messages calls answer (with `blocked` and
 * `lastMessageAt`): the site puts either list into the same caches (session-updates.ts), and the
 * answer must fit its published schema, which forbids fields it does not name.
 */
describe('GET /api/settings contacts', () => {
  const { world } = useAccountsWorld();

  it('answers each contact with blocked and lastMessageAt, as its schema says', async () => {
    const writer = await signUpUser(world.api);
    const reader = await signUpUser(world.api);
    const sent = await writer.client.post('/api/messages', { to: reader.id, body: 'Привет' });
    expect(sent.status).toBe(200);
    const settings = await reader.client.get<Answer<SessionState>>('/api/settings');
    expect(settings.status).toBe(200);
    expect(settings.body.result.contacts).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ _id: writer.id }),
        unreadMessages: 1,
        blocked: false,
        lastMessageAt: expect.any(String),
      }),
    ]);
  });
});
