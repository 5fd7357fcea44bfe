import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bindsNowOrLater,
  isSanctionInForce,
  isWarning,
  sanctionRefusal,
  sanctionRefusalMessage,
  sanctionRefusalPhrases,
  sanctionsInForce,
} from './holding';
import type { SanctionTerms } from './sanction';
import { sanctionedActions, sanctionScopes, scopeBinds, type SanctionScope } from './scopes';

const now = new Date('2024-05-01T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR);

function sanction(overrides: Partial<SanctionTerms> = {}): SanctionTerms {
  return {
    scope: 'comments',
    startsAt: at(-1),
    endsAt: at(1),
    publicReason: 'спам',
    liftedAt: null,
    ...overrides,
  };
}

describe('isSanctionInForce (docs/product §A2.4: start ≤ now < end, not lifted)', () => {
  it('holds from its start until its end, and is over at the very instant of its end', () => {
    expect(isSanctionInForce(sanction({ startsAt: now }), now)).toBe(true);
    expect(isSanctionInForce(sanction(), now)).toBe(true);
    expect(isSanctionInForce(sanction({ startsAt: at(1), endsAt: at(2) }), now)).toBe(false);
    expect(isSanctionInForce(sanction({ endsAt: now }), now)).toBe(false);
    expect(isSanctionInForce(sanction({ endsAt: at(-0.5) }), now)).toBe(false);
  });

  it('holds without end once started', () => {
    expect(isSanctionInForce(sanction({ endsAt: null }), now)).toBe(true);
    expect(isSanctionInForce(sanction({ startsAt: at(1), endsAt: null }), now)).toBe(false);
  });

  it('no longer holds once lifted, but did before the lift', () => {
    const lifted = sanction({ liftedAt: at(-0.5) });
    expect(isSanctionInForce(lifted, now)).toBe(false);
    expect(isSanctionInForce(lifted, at(-0.75))).toBe(true);
    expect(isSanctionInForce(sanction({ liftedAt: 'когда-то' }), now)).toBe(false);
  });

  it('reads ISO text as a Date, and binds nobody with dates it cannot read', () => {
    const text = sanction({ startsAt: at(-1).toISOString(), endsAt: at(1).toISOString() });
    expect(isSanctionInForce(text, now)).toBe(true);
    expect(isSanctionInForce(sanction({ startsAt: 'вчера' }), now)).toBe(false);
    expect(isSanctionInForce(sanction({ endsAt: 'завтра' }), now)).toBe(false);
  });

  it('never binds with a warning (zero length)', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date(), (start, moment) => {
        const warning = sanction({ startsAt: start, endsAt: start });
        expect(isWarning(warning)).toBe(true);
        expect(isSanctionInForce(warning, moment)).toBe(false);
      }),
    );
  });

  it('tells a warning from a sanction with a length', () => {
    expect(isWarning(sanction())).toBe(false);
    expect(isWarning(sanction({ endsAt: null }))).toBe(false);
    expect(isWarning(sanction({ startsAt: now, endsAt: now.toISOString() }))).toBe(true);
  });
});

describe('sanctionsInForce', () => {
  it('keeps those that hold, in their order: several can hold at once', () => {
    const comments = sanction();
    const messages = sanction({ scope: 'messages', endsAt: null });
    const ended = sanction({ endsAt: at(-0.5) });
    expect(sanctionsInForce([comments, ended, messages], now)).toEqual([comments, messages]);
  });
});

describe('sanctionRefusalMessage (docs/product §A2.4)', () => {
  it('says what one cannot do, until what moment (Moscow time) and why', () => {
    // 21:30 UTC is 00:30 the next day in Moscow.
    const endsAt = '2024-05-01T21:30:00.000Z';
    expect(sanctionRefusalMessage(sanction({ endsAt }))).toBe(
      'Вы не можете писать комментарии до 02.05.2024 00:30, причина: спам',
    );
    expect(sanctionRefusalMessage(sanction({ endsAt }), 'UTC')).toBe(
      'Вы не можете писать комментарии до 01.05.2024 21:30, причина: спам',
    );
  });

  it('says «навсегда» with no end, and speaks of a ban for everything', () => {
    expect(sanctionRefusalMessage(sanction({ scope: 'everything', endsAt: null }))).toBe(
      'Вы забанены навсегда, причина: спам',
    );
  });

  it('leaves out the reason when there is none', () => {
    expect(sanctionRefusalMessage(sanction({ scope: 'reports', publicReason: ' ' }))).toBe(
      'Вы не можете отправлять жалобы до 01.05.2024 16:00',
    );
  });

  it.each(sanctionScopes)('has its own phrase for %s', (scope) => {
    expect(sanctionRefusalMessage(sanction({ scope, endsAt: null }))).toBe(
      `${sanctionRefusalPhrases[scope]} навсегда, причина: спам`,
    );
  });
});

describe('sanctionRefusal: the one enforcement rule (docs/product §A2.4)', () => {
  it('refuses nothing without sanctions, or with none in force for the action', () => {
    expect(sanctionRefusal({ sanctions: [], action: 'comment', now })).toBeNull();
    const sanctions = [sanction({ scope: 'messages' }), sanction({ endsAt: at(-0.5) })];
    expect(sanctionRefusal({ sanctions, action: 'comment', now })).toBeNull();
  });

  it('refuses with the sanction that binds the action, and its text', () => {
    const messages = sanction({ scope: 'messages', endsAt: '2024-05-10T09:00:00.000Z' });
    expect(
      sanctionRefusal({ sanctions: [sanction(), messages], action: 'sendMessage', now }),
    ).toEqual({
      sanction: messages,
      message: 'Вы не можете отправлять личные сообщения до 10.05.2024 12:00, причина: спам',
    });
  });

  it('answers with the binding sanction that ends last, no end beating any end', () => {
    const short = sanction({ endsAt: at(2) });
    const long = sanction({ scope: 'everything', endsAt: at(48) });
    const endless = sanction({ endsAt: null, publicReason: 'флуд' });
    expect(sanctionRefusal({ sanctions: [short, long], action: 'reply', now })?.sanction).toBe(
      long,
    );
    expect(
      sanctionRefusal({ sanctions: [short, endless, long], action: 'reply', now })?.sanction,
    ).toBe(endless);
    const twin = sanction({ endsAt: at(2), publicReason: 'другое' });
    expect(sanctionRefusal({ sanctions: [short, twin], action: 'reply', now })?.sanction).toBe(
      short,
    );
  });

  it('refuses exactly when a sanction in force binds the action, whatever the order', () => {
    const moment = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01') });
    const arbitrarySanction = fc.record({
      scope: fc.constantFrom<SanctionScope>(...sanctionScopes),
      startsAt: moment,
      endsAt: fc.option(moment, { nil: null }),
      publicReason: fc.string(),
      liftedAt: fc.option(moment, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitrarySanction, { maxLength: 6 }),
        fc.constantFrom(...sanctionedActions),
        moment,
        (sanctions, action, when) => {
          const refusal = sanctionRefusal({ sanctions, action, now: when });
          const binding = sanctions.filter(
            (item) => scopeBinds(item.scope, action) && isSanctionInForce(item, when),
          );
          expect(refusal !== null).toBe(binding.length > 0);
          const reversed = sanctionRefusal({
            sanctions: [...sanctions].reverse(),
            action,
            now: when,
          });
          expect(reversed?.sanction.endsAt ?? null).toEqual(refusal?.sanction.endsAt ?? null);
          if (refusal === null) return;
          expect(binding).toContain(refusal.sanction);
          const end = (item: SanctionTerms) =>
            item.endsAt === null ? Infinity : new Date(item.endsAt).getTime();
          for (const item of binding) expect(end(item)).toBeLessThanOrEqual(end(refusal.sanction));
        },
      ),
    );
  });
});

describe('bindsNowOrLater: what the session carries', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const base = { startsAt: '2026-05-01T13:00:00Z', endsAt: '2026-05-02T00:00:00Z' };
  it('keeps one in force or still to start, and drops one lifted, over or a warning', () => {
    expect(bindsNowOrLater(base, now)).toBe(true);
    expect(bindsNowOrLater({ ...base, endsAt: null }, now)).toBe(true);
    expect(bindsNowOrLater({ ...base, liftedAt: '2026-05-01T12:30:00Z' }, now)).toBe(false);
    expect(bindsNowOrLater({ ...base, endsAt: base.startsAt }, now)).toBe(false);
    expect(
      bindsNowOrLater(
        { startsAt: '2026-04-01T00:00:00Z', endsAt: base.startsAt },
        new Date(base.endsAt),
      ),
    ).toBe(false);
  });
});
