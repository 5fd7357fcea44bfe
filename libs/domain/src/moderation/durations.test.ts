import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { banDurations } from '../accounts/ban';
import {
  sanctionDurationKeys,
  sanctionDurations,
  sanctionPeriod,
  sanctionPeriodMessages,
} from './durations';

const now = new Date('2024-05-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe('sanction durations (docs/product §A2.3)', () => {
  it('are a warning, the ban durations offered today, and no end for forever', () => {
    expect(sanctionDurationKeys.map((key) => sanctionDurations[key].ms)).toEqual([
      0,
      HOUR,
      6 * HOUR,
      24 * HOUR,
      7 * 24 * HOUR,
      null,
    ]);
    expect(sanctionDurations.week.ms).toBe(banDurations.week.ms);
  });

  it('label each in Russian', () => {
    expect(sanctionDurationKeys.map((key) => sanctionDurations[key].label)).toEqual([
      'Предупреждение',
      '1 час',
      '6 часов',
      '24 часа',
      '7 дней',
      'Навсегда',
    ]);
  });
});

describe('sanctionPeriod', () => {
  it('starts now and ends after the duration', () => {
    expect(sanctionPeriod({ duration: 'day' }, now)).toEqual({
      ok: true,
      startsAt: now,
      endsAt: new Date('2024-05-02T12:00:00.000Z'),
    });
  });

  it('makes a warning end as it starts, and forever have no end', () => {
    expect(sanctionPeriod({ duration: 'warning' }, now)).toEqual({
      ok: true,
      startsAt: now,
      endsAt: now,
    });
    expect(sanctionPeriod({ duration: 'forever' }, now)).toEqual({
      ok: true,
      startsAt: now,
      endsAt: null,
    });
    expect(sanctionPeriod({}, now)).toEqual({ ok: true, startsAt: now, endsAt: now });
  });

  it('takes an explicit end in the future, and refuses one at or before now', () => {
    expect(sanctionPeriod({ endsAt: '2024-06-01T00:00:00.000Z' }, now)).toEqual({
      ok: true,
      startsAt: now,
      endsAt: new Date('2024-06-01T00:00:00.000Z'),
    });
    for (const endsAt of [now, '2024-04-01T00:00:00.000Z', 'не дата'])
      expect(sanctionPeriod({ endsAt }, now)).toEqual({
        ok: false,
        message: sanctionPeriodMessages.endsInPast,
      });
  });

  it('never ends before it starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sanctionDurationKeys),
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }),
        (duration, at) => {
          const period = sanctionPeriod({ duration }, at);
          expect(period.ok).toBe(true);
          if (period.ok && period.endsAt !== null)
            expect(period.endsAt.getTime()).toBeGreaterThanOrEqual(period.startsAt.getTime());
        },
      ),
    );
  });
});
