import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expectedFinish,
  MIN_UPDATES_FOR_SPEED,
  progressSpeed,
  QUIET_AFTER_DAYS,
  quietNotice,
  type ProgressPoint,
} from './history';

const now = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const point = (days: number, percent: number): ProgressPoint => ({ at: daysAgo(days), percent });

/** A history of non-decreasing percents within the last `span` days, in any order. */
const growingHistory = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 170 }), fc.integer({ min: 0, max: 100 })), {
    minLength: 0,
    maxLength: 12,
  })
  .map((pairs) => {
    const days = pairs.map(([day]) => day).sort((a, b) => b - a);
    const percents = pairs.map(([, value]) => value).sort((a, b) => a - b);
    return days.map((day, index) => point(day, percents[index]!));
  });

describe('the speed of a translation', () => {
  it('needs three updates spread over two weeks', () => {
    expect(progressSpeed([point(30, 10), point(0, 40)], now)).toBeNull();
    expect(progressSpeed([point(10, 10), point(5, 20), point(0, 40)], now)).toBeNull();
    expect(progressSpeed([point(60, 10), point(30, 20), point(0, 40)], now)).toEqual({
      overWindow: 15,
      recent: 15,
    });
  });

  it('counts only the last half year', () => {
    const old = [point(400, 0), point(300, 5)];
    const recent = [point(90, 40), point(60, 45), point(30, 50), point(0, 55)];
    expect(progressSpeed([...old, ...recent], now)).toEqual(progressSpeed(recent, now));
  });

  it('is never negative for a history that only grows', () => {
    fc.assert(
      fc.property(growingHistory, (history) => {
        const speed = progressSpeed(history, now);
        if (speed) {
          expect(speed.overWindow).toBeGreaterThanOrEqual(0);
          expect(speed.recent).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('the expected finish', () => {
  it('is a range from the faster to the slower speed, not before now', () => {
    // 10 points a month over the half year, 20 over the last three updates: 40 left.
    const history = [point(180, 0), point(60, 20), point(30, 40), point(0, 60)];
    const estimate = expectedFinish(history, now)!;
    expect(estimate.earliest.getTime()).toBeGreaterThanOrEqual(now.getTime());
    expect(Math.round((estimate.earliest.getTime() - now.getTime()) / 86_400_000)).toBe(60);
    expect(Math.round((estimate.latest.getTime() - now.getTime()) / 86_400_000)).toBe(120);
  });

  it('gives no date for a finished, standing, falling or too short history', () => {
    expect(expectedFinish([point(60, 40), point(30, 70), point(0, 100)], now)).toBeNull();
    expect(expectedFinish([point(60, 40), point(30, 40), point(0, 40)], now)).toBeNull();
    expect(
      expectedFinish([point(90, 50), point(60, 60), point(30, 58), point(0, 55)], now),
    ).toBeNull();
    expect(expectedFinish([point(1, 10), point(0, 20)], now)).toBeNull();
  });

  it('gives no date when even the slower speed should have finished it already', () => {
    // A quick start, then silence for five months: that pace would have ended it long ago.
    const history = [point(170, 0), point(160, 40), point(150, 80)];
    expect(expectedFinish(history, now)).toBeNull();
  });

  it('never ends before it begins, and never before now', () => {
    fc.assert(
      fc.property(growingHistory, (history) => {
        const estimate = expectedFinish(history, now);
        if (!estimate) return;
        expect(history.length).toBeGreaterThanOrEqual(MIN_UPDATES_FOR_SPEED);
        expect(estimate.earliest.getTime()).toBeLessThanOrEqual(estimate.latest.getTime());
        expect(estimate.earliest.getTime()).toBeGreaterThanOrEqual(now.getTime());
      }),
    );
  });
});

describe('a quiet translation', () => {
  it(`says «нет обновлений N дней» from ${QUIET_AFTER_DAYS} days without an update`, () => {
    expect(quietNotice([point(59, 10)], now, true)).toBeNull();
    expect(quietNotice([point(60, 10)], now, true)).toBe('нет обновлений 60 дней');
    expect(quietNotice([point(200, 10), point(61, 20)], now, true)).toBe('нет обновлений 61 день');
    expect(quietNotice([point(62, 10)], now, true)).toBe('нет обновлений 62 дня');
  });

  it('says nothing of one out of work or without history', () => {
    expect(quietNotice([point(300, 10)], now, false)).toBeNull();
    expect(quietNotice([], now, true)).toBeNull();
  });
});
