import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banExpiry, banDurationsOffered, isBanActive, type UserBan } from '../accounts/ban';
import { sanctionFromBan, sanctionsFromBan } from './from-ban';
import { sanctionRefusal } from './holding';
import { sanctionedActions, scopeBinds } from './scopes';

const now = new Date('2024-05-01T12:00:00.000Z');

describe('today’s ban as an everything sanction (docs/product §A2.5)', () => {
  it('keeps the expiry and the reason', () => {
    expect(
      sanctionFromBan({ expiredAt: '2024-05-02T12:00:00.000Z', reason: 'спам' }),
    ).toMatchObject({
      scope: 'everything',
      endsAt: '2024-05-02T12:00:00.000Z',
      publicReason: 'спам',
      rule: 'other',
    });
    expect(sanctionFromBan({ expiredAt: now }).publicReason).toBe('');
  });

  it('gives no sanction for no ban', () => {
    expect(sanctionsFromBan(null)).toEqual([]);
    expect(sanctionsFromBan(undefined)).toEqual([]);
    expect(sanctionsFromBan({ expiredAt: now })).toHaveLength(1);
  });

  it('refuses with the words of a ban', () => {
    const ban = { expiredAt: banExpiry('week', now), reason: 'оскорбления' };
    expect(
      sanctionRefusal({ sanctions: sanctionsFromBan(ban), action: 'like', now })?.message,
    ).toBe('Вы забанены до 08.05.2024 15:00, причина: оскорбления');
  });

  it('refuses what a ban takes exactly when isBanActive says banned, for any ban and any moment', () => {
    const expiredAt = fc.oneof(
      fc.date(),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string(),
    );
    const ban: fc.Arbitrary<UserBan | null | undefined> = fc.option(
      fc.record(
        { expiredAt, reason: fc.option(fc.string(), { nil: undefined }) },
        {
          requiredKeys: ['expiredAt'],
        },
      ),
      { nil: null },
    );
    fc.assert(
      fc.property(
        ban,
        fc.constantFrom(...sanctionedActions),
        fc.date(),
        (userBan, action, moment) => {
          const refusal = sanctionRefusal({
            sanctions: sanctionsFromBan(userBan),
            action,
            now: moment,
          });
          expect(refusal !== null).toBe(
            isBanActive(userBan, moment) && scopeBinds('everything', action),
          );
        },
      ),
    );
  });

  it('agrees with isBanActive around the expiry of every offered duration', () => {
    for (const key of banDurationsOffered) {
      const ban = { expiredAt: banExpiry(key, now) };
      for (const moment of [now, new Date(ban.expiredAt.getTime() - 1), ban.expiredAt]) {
        const refused = sanctionRefusal({
          sanctions: sanctionsFromBan(ban),
          action: 'comment',
          now: moment,
        });
        expect(refused !== null).toBe(isBanActive(ban, moment));
      }
    }
  });
});
