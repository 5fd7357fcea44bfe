import { describe, expect, it } from 'vitest';
import { selfTargetRefusals } from '../accounts/self-target';
import { liftRefusal, liftRefusals, type LiftableSanction } from './lifting';

const now = new Date('2024-05-01T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR);

function sanction(overrides: Partial<LiftableSanction> = {}): LiftableSanction {
  return { userId: 'bound', startsAt: at(-1), endsAt: at(1), liftedAt: null, ...overrides };
}

describe('liftRefusal (docs/product §A2.7)', () => {
  it('lets a moderator lift a sanction in force, with no end, or not yet started', () => {
    expect(liftRefusal({ sanction: sanction(), viewerId: 'moderator', now })).toBeNull();
    expect(
      liftRefusal({ sanction: sanction({ endsAt: null }), viewerId: 'moderator', now }),
    ).toBeNull();
    const later = sanction({ startsAt: at(2), endsAt: at(3) });
    expect(liftRefusal({ sanction: later, viewerId: 'moderator', now })).toBeNull();
  });

  it('refuses the person it binds, before anything else', () => {
    expect(liftRefusal({ sanction: sanction(), viewerId: 'bound', now })).toBe('self');
    const lifted = sanction({ liftedAt: at(-0.5) });
    expect(liftRefusal({ sanction: lifted, viewerId: 'bound', now })).toBe('self');
  });

  it('refuses once lifted, and once ended (a warning ends as it starts)', () => {
    const lifted = sanction({ liftedAt: at(-0.5) });
    expect(liftRefusal({ sanction: lifted, viewerId: 'moderator', now })).toBe('lifted');
    const ended = sanction({ endsAt: now.toISOString() });
    expect(liftRefusal({ sanction: ended, viewerId: 'moderator', now })).toBe('ended');
    const warning = sanction({ startsAt: at(-1), endsAt: at(-1) });
    expect(liftRefusal({ sanction: warning, viewerId: 'moderator', now })).toBe('ended');
  });

  it('answers a signed-out viewer by the sanction alone (the right to lift is can()’s)', () => {
    expect(liftRefusal({ sanction: sanction(), viewerId: undefined, now })).toBeNull();
  });

  it('refuses the bound person as an unban of oneself is refused, in Russian', () => {
    expect(liftRefusals.self.kind).toBe(selfTargetRefusals.unban.kind);
    expect(liftRefusals.self.message).toBe('Нельзя снять ограничение с себя');
    expect(liftRefusals.lifted.message).toBe('Ограничение уже снято');
    expect(liftRefusals.ended.message).toBe('Ограничение уже закончилось');
  });
});
