import { banDurations } from '../accounts/ban';
import { momentTime, type SanctionMoment } from './sanction';

/**
 * How long a sanction lasts (docs/product §A2.3, ours): today's ban durations (docs/product §9 Ban
 * durations, without the 365 days a ban does not offer either), and a warning before them. A warning
 * is a sanction of zero length: it is recorded and counts as an offence, but binds nothing. "Forever"
 * has no end (`endsAt: null`) rather than a ban's 100 years: a sanction can say so.
 */
export const sanctionDurationKeys = [
  'warning',
  'hour',
  'sixHours',
  'day',
  'week',
  'forever',
] as const;
export type SanctionDurationKey = (typeof sanctionDurationKeys)[number];

/** Each duration in ms (null: no end) with the label of the moderator's select. */
export const sanctionDurations: Record<SanctionDurationKey, { ms: number | null; label: string }> =
  {
    warning: { ms: 0, label: 'Предупреждение' },
    hour: { ms: banDurations.hour.ms, label: banDurations.hour.label },
    sixHours: { ms: banDurations.sixHours.ms, label: banDurations.sixHours.label },
    day: { ms: banDurations.day.ms, label: banDurations.day.label },
    week: { ms: banDurations.week.ms, label: banDurations.week.label },
    forever: { ms: null, label: banDurations.forever.label },
  };

/** The message of an explicit end that is already over (ours). */
export const sanctionPeriodMessages = {
  endsInPast: 'Дата окончания уже прошла',
} as const;

/** How a moderator sets the end: a duration from the list, or an explicit end. */
export interface SanctionEndChoice {
  duration?: SanctionDurationKey | undefined;
  endsAt?: SanctionMoment | undefined;
}

/** A new sanction's period, or why it cannot have it. */
export type SanctionPeriodResult =
  { ok: true; startsAt: Date; endsAt: Date | null } | { ok: false; message: string };

/**
 * The period of a sanction given now (docs/product §A2.3): it starts at once and ends after the
 * duration, or at the explicit end. An explicit end at or before now is refused: a warning is
 * chosen as a warning, not by a date in the past. With neither, it is a warning (the body's schema
 * asks for one of the two; this is the safe side when called without it).
 */
export function sanctionPeriod(choice: SanctionEndChoice, now: Date): SanctionPeriodResult {
  const startsAt = new Date(now.getTime());
  if (choice.endsAt !== undefined) {
    const end = momentTime(choice.endsAt);
    if (!(end > now.getTime())) return { ok: false, message: sanctionPeriodMessages.endsInPast };
    return { ok: true, startsAt, endsAt: new Date(end) };
  }
  const { ms } = sanctionDurations[choice.duration ?? 'warning'];
  return { ok: true, startsAt, endsAt: ms === null ? null : new Date(now.getTime() + ms) };
}
