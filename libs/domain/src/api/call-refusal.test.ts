import { describe, expect, it } from 'vitest';
import { can, type Actor } from '../accounts/permissions';
import { callRefusal } from './call-refusal';
import { contractEndpoints } from './contract';

const now = new Date('2024-05-01T12:00:00Z');
const reader: Actor = { id: 'reader', role: 'staff', ownedNovelIds: [] };
const moderator: Actor = { id: 'moderator', role: 'moderator', ownedNovelIds: [] };
const silenced: Actor = {
  ...reader,
  ban: { expiredAt: new Date('2024-05-08T12:00:00Z'), reason: 'спам' },
};

describe('callRefusal', () => {
  it('refuses a guest every call that is not public, and lets them make the public ones', () => {
    for (const endpoint of contractEndpoints) {
      expect(callRefusal(endpoint, null, now), `${endpoint.method} ${endpoint.path}`).toBe(
        endpoint.public ? null : 'notSignedIn',
      );
    }
  });

  it('answers each declared permission as can() does, for readers, the silenced and moderators', () => {
    const declared = contractEndpoints.filter((endpoint) => endpoint.permission);
    expect(declared.length).toBeGreaterThan(10);
    for (const actor of [reader, silenced, moderator]) {
      for (const endpoint of declared) {
        const allowed = can({ actor, action: endpoint.permission!, now });
        expect(callRefusal(endpoint, actor, now), `${actor.id}: ${endpoint.path}`).toBe(
          allowed ? null : 'forbidden',
        );
      }
    }
  });

  it('lets any signed-in reader make a call that declares no permission', () => {
    const open = contractEndpoints.filter((endpoint) => !endpoint.permission);
    for (const endpoint of open) expect(callRefusal(endpoint, silenced, now)).toBeNull();
  });

  it("keeps the moderators' calls from a reader", () => {
    const staffOnly = contractEndpoints.filter((endpoint) =>
      ['deleteNovel', 'addOwner', 'removeOwner', 'manageVocabulary'].includes(
        endpoint.permission ?? '',
      ),
    );
    expect(staffOnly.length).toBeGreaterThanOrEqual(4);
    for (const endpoint of staffOnly) {
      expect(callRefusal(endpoint, reader, now)).toBe('forbidden');
      expect(callRefusal(endpoint, moderator, now)).toBeNull();
    }
  });
});
