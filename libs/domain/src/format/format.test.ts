import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LAYOUT,
  LIMITS,
  PROFILE_BACKGROUND_DEFAULTS,
  TIMINGS,
  upscaleIdentityAvatar,
} from './constants';
import { formatDate, formatDateTime, formatRelativeDate } from './dates';
import { countRu, pluralRu } from './plural';

const novel = { one: 'новелла', few: 'новеллы', many: 'новелл' };

describe('pluralRu', () => {
  it.each([
    [1, 'новелла'],
    [2, 'новеллы'],
    [4, 'новеллы'],
    [5, 'новелл'],
    [11, 'новелл'],
    [12, 'новелл'],
    [14, 'новелл'],
    [21, 'новелла'],
    [22, 'новеллы'],
    [111, 'новелл'],
    [0, 'новелл'],
  ])('%i → %s', (count, form) => {
    expect(pluralRu(count, novel)).toBe(form);
  });

  it('agrees with the CLDR rule of Intl.PluralRules for every whole number', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const formOf = { one: novel.one, few: novel.few, many: novel.many } as Record<string, string>;
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (count) => {
        expect(pluralRu(count, novel)).toBe(formOf[rules.select(count)]);
      }),
    );
  });

  it('writes the count with its noun', () => {
    expect(countRu(3, novel)).toBe('3 новеллы');
  });
});

describe('formatRelativeDate (docs/product §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'только что'],
    [59_000, 'только что'],
    [minute, '1 минуту назад'],
    [3 * minute, '3 минуты назад'],
    [25 * minute, '25 минут назад'],
    [hour, '1 час назад'],
    [2 * hour, '2 часа назад'],
    [21 * hour, '21 час назад'],
    [day, '1 день назад'],
    [2 * day, '2 дня назад'],
  ])('%i ms ago → %s', (elapsed, text) => {
    expect(formatRelativeDate(ago(elapsed), { now, timeZone: 'UTC' })).toBe(text);
  });

  it('says «только что» for a moment a little ahead of the reader’s clock, up to 5 minutes', () => {
    const ahead = (ms: number) => new Date(now.getTime() + ms);
    expect(formatRelativeDate(ahead(1), { now, timeZone: 'UTC' })).toBe('только что');
    expect(formatRelativeDate(ahead(5 * minute), { now, timeZone: 'UTC' })).toBe('только что');
    expect(formatRelativeDate(ahead(5 * minute + 1), { now, timeZone: 'UTC' })).toBe('22.11.2026');
  });

  it('switches to DD.MM.YYYY from 3 days on, and for future dates', () => {
    expect(formatRelativeDate(ago(3 * day), { now, timeZone: 'UTC' })).toBe('19.11.2026');
    expect(formatRelativeDate(new Date('2027-01-05T00:00:00Z'), { now, timeZone: 'UTC' })).toBe(
      '05.01.2027',
    );
  });

  it('formats in the given time zone', () => {
    expect(formatDate('2026-01-01T22:30:00Z', 'Europe/Moscow')).toBe('02.01.2026');
    expect(formatDate('2026-01-01T22:30:00Z', 'UTC')).toBe('01.01.2026');
  });

  it('gives the time of day on 24 hours when asked, in the same zone as the date', () => {
    expect(formatDateTime('2026-01-01T22:30:00Z', 'Europe/Moscow')).toBe('02.01.2026 01:30');
    expect(formatDateTime('2026-01-01T22:30:00Z', 'UTC')).toBe('01.01.2026 22:30');
    expect(formatDateTime('2026-01-01T00:05:00Z', 'UTC')).toBe('01.01.2026 00:05');
  });
});

describe('constants (§9)', () => {
  it('hold the numbers of the spec', () => {
    expect(LIMITS).toMatchObject({
      novelsPageSize: 30,
      translatorsPageSize: 20,
      usersPageSize: 50,
      allCommentsPageSize: 20,
      profileCommentsPageSize: 20,
      messagePageStep: 20,
      notificationsStep: 20,
      usernameMin: 3,
      usernameMax: 24,
      passwordMin: 8,
      commentImagesMax: 8,
    });
    expect(TIMINGS).toMatchObject({ userSearchDebounceMs: 200, errorToastMs: 3000, toastsMax: 3 });
    expect(LAYOUT.gridBreakpoints).toEqual([1000, 880, 850, 740, 700]);
    expect(PROFILE_BACKGROUND_DEFAULTS).toEqual({
      opacity: 0.5,
      size: 'cover',
      position: 'center',
    });
  });

  it('upscales a 96 px identity-provider avatar to 300 px', () => {
    expect(upscaleIdentityAvatar('https://lh3.example.com/a/photo=s96-c')).toBe(
      'https://lh3.example.com/a/photo=s300-c',
    );
    expect(upscaleIdentityAvatar('https://lh3.example.com/a/s96/photo.jpg')).toBe(
      'https://lh3.example.com/a/s300/photo.jpg',
    );
    expect(upscaleIdentityAvatar('https://example.com/avatar.png')).toBe(
      'https://example.com/avatar.png',
    );
  });
});
