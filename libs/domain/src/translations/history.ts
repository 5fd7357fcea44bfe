import { pluralRu } from '../format/plural';

/**
 * What a translation's history says about it (docs/product §A1, ours): every change of progress is a
 * dated update carrying the overall percent it left; from them, how fast the work goes, when it may
 * end, and whether it has gone quiet.
 */
export interface ProgressPoint {
  at: Date;
  /** The overall percent after the update. */
  percent: number;
}

const DAY_MS = 86_400_000;

/** Without an update for this many days, a translation still in work is shown as quiet. */
export const QUIET_AFTER_DAYS = 60;

/** The speed is measured over the updates of the last this many days. */
export const SPEED_WINDOW_DAYS = 180;

/** At least this many updates in the window, spread over at least `MIN_SPAN_DAYS`, for a speed. */
export const MIN_UPDATES_FOR_SPEED = 3;
export const MIN_SPAN_DAYS = 14;

/** Whole days from `from` to `to` (rounded down; 0 when `to` is earlier). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/** The points oldest first; the history may come in any order. */
function chronological(points: readonly ProgressPoint[]): ProgressPoint[] {
  return [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * Percent points gained per 30 days between two points, or null when they are less than a day
 * apart.
 */
function pace(from: ProgressPoint, to: ProgressPoint): number | null {
  const days = (to.at.getTime() - from.at.getTime()) / DAY_MS;
  return days < 1 ? null : ((to.percent - from.percent) / days) * 30;
}

export interface ProgressSpeed {
  /** Percent points per 30 days over the window (`SPEED_WINDOW_DAYS`). */
  overWindow: number;
  /** Percent points per 30 days over the last `MIN_UPDATES_FOR_SPEED` updates. */
  recent: number;
}

/**
 * How fast the work goes, measured two ways: over the last half year of updates and over the last
 * three. Null when there is not enough history to say (`MIN_UPDATES_FOR_SPEED` updates in the
 * window, `MIN_SPAN_DAYS` apart from first to last).
 */
export function progressSpeed(points: readonly ProgressPoint[], now: Date): ProgressSpeed | null {
  const windowStart = now.getTime() - SPEED_WINDOW_DAYS * DAY_MS;
  const inWindow = chronological(points).filter(
    (point) => point.at.getTime() >= windowStart && point.at.getTime() <= now.getTime(),
  );
  if (inWindow.length < MIN_UPDATES_FOR_SPEED) return null;
  const first = inWindow[0]!;
  const last = inWindow.at(-1)!;
  if (daysBetween(first.at, last.at) < MIN_SPAN_DAYS) return null;
  const overWindow = pace(first, last);
  const recent = pace(inWindow.at(-MIN_UPDATES_FOR_SPEED)!, last);
  if (overWindow === null || recent === null) return null;
  return { overWindow, recent };
}

export interface FinishEstimate {
  /** The earliest and latest expected finish: at the faster and at the slower of the two speeds. */
  earliest: Date;
  latest: Date;
}

/**
 * When the translation may be finished, as a range: the remaining percent at the faster and at the
 * slower of the two speeds (`progressSpeed`), counted from the last update; a range already begun is
 * counted from now. Null when it is done, when there is not enough history, when either speed is
 * not a gain (the work stood still or went back), or when even the slower speed should have
 * finished it by now: no date would be honest.
 */
export function expectedFinish(points: readonly ProgressPoint[], now: Date): FinishEstimate | null {
  const sorted = chronological(points);
  const last = sorted.at(-1);
  if (!last || last.percent >= 100) return null;
  const speed = progressSpeed(sorted, now);
  if (!speed || speed.overWindow <= 0 || speed.recent <= 0) return null;
  const remaining = 100 - last.percent;
  const finishAt = (perMonth: number) => last.at.getTime() + (remaining / perMonth) * 30 * DAY_MS;
  const earliest = finishAt(Math.max(speed.overWindow, speed.recent));
  const latest = finishAt(Math.min(speed.overWindow, speed.recent));
  if (latest < now.getTime()) return null;
  return { earliest: new Date(Math.max(earliest, now.getTime())), latest: new Date(latest) };
}

/**
 * «нет обновлений N дней» for a translation still in work whose last update is `QUIET_AFTER_DAYS`
 * or more days old; null otherwise (one that is done, paused, frozen or dropped says so itself).
 */
export function quietNotice(
  points: readonly ProgressPoint[],
  now: Date,
  isInWork: boolean,
): string | null {
  const last = chronological(points).at(-1);
  if (!isInWork || !last) return null;
  const days = daysBetween(last.at, now);
  if (days < QUIET_AFTER_DAYS) return null;
  return `нет обновлений ${days} ${pluralRu(days, { one: 'день', few: 'дня', many: 'дней' })}`;
}
