import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { can, permissionActions, type Actor } from '../accounts/permissions';
import { isBanActive } from '../accounts/ban';
import { personSanctionRefusal, sanctionsOfPerson, withoutSanctions } from './person';
import { actionsBoundBy, isSanctionedAction, sanctionScopes } from './scopes';

const NOW = new Date('2026-05-01T12:00:00Z');
const reader: Actor = { id: 'reader', role: 'staff', ownedNovelIds: [] };
const HOUR_LATER = '2026-05-01T13:00:00Z';

describe('personSanctionRefusal: the ban and the sanctions as one rule', () => {
  it('refuses what a sanction in force binds, with its text, and nothing else', () => {
    const person = {
      sanctions: [
        { scope: 'comments', startsAt: NOW, endsAt: HOUR_LATER, publicReason: 'спам' },
      ] as const,
    };
    expect(personSanctionRefusal(person, 'comment', NOW)?.message).toBe(
      'Вы не можете писать комментарии до 01.05.2026 16:00, причина: спам',
    );
    expect(personSanctionRefusal(person, 'sendMessage', NOW)).toBeNull();
    expect(personSanctionRefusal(person, 'rate', NOW)).toBeNull();
    expect(personSanctionRefusal(person, 'comment', new Date(HOUR_LATER))).toBeNull();
  });

  it('reads the ban as an everything sanction', () => {
    const banned = { ban: { expiredAt: HOUR_LATER, reason: 'флуд' } };
    expect(sanctionsOfPerson(banned)).toHaveLength(1);
    expect(personSanctionRefusal(banned, 'like', NOW)?.message).toBe(
      'Вы забанены до 01.05.2026 16:00, причина: флуд',
    );
    expect(personSanctionRefusal(banned, 'createDraft', NOW)).toBeNull();
  });

  it('with no moment, denies while a sanction is neither lifted nor a warning (the safe side)', () => {
    const lifted = { scope: 'messages', startsAt: NOW, endsAt: null, publicReason: 'x' } as const;
    expect(personSanctionRefusal({ sanctions: [lifted] }, 'sendMessage', undefined)).not.toBeNull();
    expect(
      personSanctionRefusal(
        { sanctions: [{ ...lifted, liftedAt: HOUR_LATER }] },
        'sendMessage',
        undefined,
      ),
    ).toBeNull();
    expect(
      personSanctionRefusal({ sanctions: [{ ...lifted, endsAt: NOW }] }, 'sendMessage', undefined),
    ).toBeNull();
  });
});

describe('can() enforces sanctions (docs/product §A2.4)', () => {
  it('denies exactly the actions each scope binds, for any role', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sanctionScopes),
        fc.constantFrom('staff', 'moderator', 'admin' as const),
        fc.constantFrom(...permissionActions),
        (scope, role, action) => {
          const actor: Actor = {
            ...reader,
            role,
            sanctions: [{ scope, startsAt: NOW, endsAt: null, publicReason: 'x' }],
          };
          const free: Actor = { ...reader, role };
          const bound =
            isSanctionedAction(action) && actionsBoundBy(scope).some((a) => a === action);
          const allowedFree = can({ actor: free, action, now: NOW });
          const allowed = can({ actor, action, now: NOW });
          expect(allowed).toBe(bound ? false : allowedFree);
        },
      ),
    );
  });

  it('answers for a ban exactly as the ban rule did: silenced while it is active', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-04-01'), max: new Date('2026-06-01'), noInvalidDate: true }),
        (expiry) => {
          const actor: Actor = { ...reader, ban: { expiredAt: expiry } };
          expect(can({ actor, action: 'comment', now: NOW })).toBe(
            !isBanActive({ expiredAt: expiry }, NOW),
          );
          expect(can({ actor, action: 'createDraft', now: NOW })).toBe(true);
        },
      ),
    );
  });
});

describe('withoutSanctions: whom a control is for, sanctions aside', () => {
  it('gives back what the role and records give, and keeps the person otherwise', () => {
    const member: Actor = {
      ...reader,
      ban: { expiredAt: HOUR_LATER },
      sanctions: [{ scope: 'drafts', startsAt: NOW, endsAt: null, publicReason: 'x' }],
    };
    const subject = { memberIds: ['reader'] };
    expect(can({ actor: member, action: 'updateTranslation', subject, now: NOW })).toBe(false);
    const plain = withoutSanctions(member);
    expect(can({ actor: plain, action: 'updateTranslation', subject, now: NOW })).toBe(true);
    expect(plain).toMatchObject({ id: 'reader', role: 'staff', ownedNovelIds: [] });
  });
});
