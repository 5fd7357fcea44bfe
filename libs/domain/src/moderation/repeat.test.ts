import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countedOffences,
  REPEAT_WINDOW_MS,
  repeatLadder,
  suggestedSanction,
  type EarlierSanction,
} from './repeat';
import { sanctionScopes, type SanctionScope } from './scopes';

const now = new Date('2024-05-01T12:00:00.000Z');
const DAY = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function earlier(days: number, overrides: Partial<EarlierSanction> = {}): EarlierSanction {
  const startsAt = daysAgo(days);
  return { scope: 'comments', startsAt, endsAt: startsAt, liftedAt: null, ...overrides };
}

describe('suggestedSanction: the repeat rule (docs/product §A2.6)', () => {
  it.each([
    [0, 'warning'],
    [1, 'hour'],
    [2, 'sixHours'],
    [3, 'day'],
    [4, 'week'],
    [9, 'week'],
  ] as const)('suggests after %i earlier offences: %s', (count, expected) => {
    const history = Array.from({ length: count }, (_, index) => earlier(index + 1));
    expect(suggestedSanction({ history, scope: 'comments', now })).toBe(expected);
  });

  it('counts warnings, and only the same scope', () => {
    const history = [earlier(3), earlier(5, { scope: 'messages', endsAt: null })];
    expect(countedOffences({ history, scope: 'comments', now })).toBe(1);
    expect(countedOffences({ history, scope: 'messages', now })).toBe(1);
    expect(countedOffences({ history, scope: 'everything', now })).toBe(0);
  });

  it('forgets what started 365 days ago or earlier, and ignores what has not started', () => {
    const edge = {
      scope: 'comments' as const,
      startsAt: new Date(now.getTime() - REPEAT_WINDOW_MS),
    };
    const history = [
      { ...edge, endsAt: null },
      earlier(364),
      earlier(-1),
      earlier(0, { startsAt: now.toISOString() }),
    ];
    expect(countedOffences({ history, scope: 'comments', now })).toBe(2);
  });

  it('does not count a lifted sanction', () => {
    const history = [earlier(10, { liftedAt: daysAgo(9) }), earlier(20)];
    expect(countedOffences({ history, scope: 'comments', now })).toBe(1);
  });

  const history = fc.array(
    fc.record({
      scope: fc.constantFrom<SanctionScope>(...sanctionScopes),
      startsAt: fc.date({ min: daysAgo(800), max: daysAgo(-30) }),
      endsAt: fc.constant(null),
      liftedAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null, freq: 4 }),
    }),
    { maxLength: 12 },
  );
  const scope = fc.constantFrom<SanctionScope>(...sanctionScopes);

  it('always suggests a step of the ladder, never forever', () => {
    fc.assert(
      fc.property(history, scope, (past, chosen) => {
        expect(repeatLadder).toContain(suggestedSanction({ history: past, scope: chosen, now }));
      }),
    );
  });

  it('never suggests a shorter one for more earlier sanctions', () => {
    fc.assert(
      fc.property(history, history, scope, (past, more, chosen) => {
        const step = (list: readonly EarlierSanction[]) =>
          repeatLadder.indexOf(suggestedSanction({ history: list, scope: chosen, now }));
        expect(step([...past, ...more])).toBeGreaterThanOrEqual(step(past));
      }),
    );
  });

  it('is not moved by sanctions outside the window, of other scopes, or lifted', () => {
    const ignored = fc.oneof(
      fc
        .date({ min: daysAgo(2000), max: daysAgo(365) })
        .map((startsAt) => earlier(0, { startsAt })),
      fc
        .date({ min: daysAgo(-0.001), max: daysAgo(-500) })
        .map((startsAt) => earlier(0, { startsAt })),
      fc.integer({ min: 0, max: 364 }).map((days) => earlier(days, { scope: 'uploads' })),
      fc.integer({ min: 0, max: 364 }).map((days) => earlier(days, { liftedAt: daysAgo(0) })),
    );
    fc.assert(
      fc.property(history, fc.array(ignored, { maxLength: 6 }), (past, noise) => {
        const request = { scope: 'comments' as const, now };
        expect(suggestedSanction({ ...request, history: [...past, ...noise] })).toBe(
          suggestedSanction({ ...request, history: past }),
        );
      }),
    );
  });
});
