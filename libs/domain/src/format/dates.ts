import { TIMINGS } from './constants';
import { countRu } from './plural';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A date as the site shows it (docs/product §9): relative while under 3 days old ("5 минут назад",
 * "2 часа назад", "1 день назад"), then DD.MM.YYYY in the reader's time zone (or `timeZone`). A
 * moment a few minutes ahead of `now` is "только что": the clocks of the server and the reader
 * disagree a little (`TIMINGS.clockDisagreementMs`); further ahead it is a date.
 */
export function formatRelativeDate(
  value: Date | string,
  options: { now: Date; timeZone?: string },
): string {
  const date = new Date(value);
  const elapsed = options.now.getTime() - date.getTime();
  if (elapsed < 0 && elapsed >= -TIMINGS.clockDisagreementMs) return 'только что';
  if (elapsed >= 0 && elapsed < TIMINGS.relativeDateWithinMs) {
    if (elapsed < MINUTE) return 'только что';
    if (elapsed < HOUR) {
      return `${countRu(Math.floor(elapsed / MINUTE), { one: 'минуту', few: 'минуты', many: 'минут' })} назад`;
    }
    if (elapsed < DAY) {
      return `${countRu(Math.floor(elapsed / HOUR), { one: 'час', few: 'часа', many: 'часов' })} назад`;
    }
    return `${countRu(Math.floor(elapsed / DAY), { one: 'день', few: 'дня', many: 'дней' })} назад`;
  }
  return formatDate(date, options.timeZone);
}

/**
 * One formatter per time zone ('' for the runtime's own), made once: making one costs far more than
 * formatting with it, and a page of cards formats dozens of dates.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  kept: Map<string, Intl.DateTimeFormat>,
  fields: Intl.DateTimeFormatOptions,
  timeZone = '',
): Intl.DateTimeFormat {
  let format = kept.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('ru-RU', { ...fields, ...(timeZone ? { timeZone } : {}) });
    kept.set(timeZone, format);
  }
  return format;
}

/** DD.MM.YYYY. */
export function formatDate(value: Date | string, timeZone?: string): string {
  const fields = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  return formatIn(dateFormats, fields, timeZone).format(new Date(value));
}

/** DD.MM.YYYY HH:MM, for a moment within the day that matters (a sanction of an hour ends today). */
export function formatDateTime(value: Date | string, timeZone?: string): string {
  const fields = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  const time = formatIn(timeFormats, fields, timeZone).format(new Date(value));
  return `${formatDate(value, timeZone)} ${time}`;
}
