import { describe, expect, it } from 'vitest';
import { banDurations, banDurationsOffered, banExpiry, isBanActive } from './ban';

const now = new Date('2024-05-01T12:00:00.000Z');
const HOUR = 3_600_000;

describe('isBanActive (docs/product §4 Ban: active while expiry is in the future)', () => {
  it('is active before the expiry', () => {
    expect(isBanActive({ expiredAt: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isBanActive({ expiredAt: '2024-05-01T13:00:00.000Z', reason: 'спам' }, now)).toBe(true);
  });

  it('is over at the very instant of expiry and after it', () => {
    expect(isBanActive({ expiredAt: now }, now)).toBe(false);
    expect(isBanActive({ expiredAt: '2024-04-30T12:00:00.000Z' }, now)).toBe(false);
  });

  it('treats no ban and an unparseable expiry as not active', () => {
    expect(isBanActive(null, now)).toBe(false);
    expect(isBanActive(undefined, now)).toBe(false);
    expect(isBanActive({ expiredAt: 'навсегда' }, now)).toBe(false);
  });
});

describe('banDurations (docs/product §9)', () => {
  it('has the durations of the table in ms', () => {
    expect(banDurations.hour.ms).toBe(HOUR);
    expect(banDurations.sixHours.ms).toBe(6 * HOUR);
    expect(banDurations.day.ms).toBe(24 * HOUR);
    expect(banDurations.week.ms).toBe(7 * 24 * HOUR);
    expect(banDurations.year.ms).toBe(365 * 24 * HOUR);
    expect(banDurations.forever.ms).toBe(100 * 365 * 24 * HOUR);
  });

  it('offers every duration but 365 days, in order', () => {
    expect(banDurationsOffered).toEqual(['hour', 'sixHours', 'day', 'week', 'forever']);
  });

  it('labels each duration in Russian', () => {
    expect(Object.values(banDurations).map((duration) => duration.label)).toEqual([
      '1 час',
      '6 часов',
      '24 часа',
      '7 дней',
      '365 дней',
      'Навсегда',
    ]);
  });
});

describe('banExpiry', () => {
  it('adds the duration to now', () => {
    expect(banExpiry('hour', now).toISOString()).toBe('2024-05-01T13:00:00.000Z');
    expect(banExpiry('week', now).toISOString()).toBe('2024-05-08T12:00:00.000Z');
  });

  it('makes a ban that is active now and over once the duration has passed', () => {
    for (const key of banDurationsOffered) {
      const expiredAt = banExpiry(key, now);
      expect(isBanActive({ expiredAt }, now)).toBe(true);
      expect(isBanActive({ expiredAt }, expiredAt)).toBe(false);
    }
  });
});
