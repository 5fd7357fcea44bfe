import type { PermissionAction } from './permissions';

/**
 * Bans (docs/product §3 Ban, §4 Ban, §9 ban durations).
 */

/** A ban as stored on the user (docs/product §3): the expiry may arrive as a Date or as JSON text. */
export interface UserBan {
  expiredAt: Date | string;
  reason?: string;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * The ban durations in ms (docs/product §9) with the labels of the moderator's duration select. docs/product
 * gives no labels, so these are ours. 365 days exists but is not offered (docs/product §4). "Forever" is
 * 100 years of 365 days — a fixed duration in ms as §9 states it, not a calendar computation.
 *
 * docs/product §4 also mentions a "fourth-listed option" with no duration in the table; it is not shown,
 * so it has no entry here.
 */
export const banDurations = {
  hour: { ms: HOUR, label: '1 час', offered: true },
  sixHours: { ms: 6 * HOUR, label: '6 часов', offered: true },
  day: { ms: 24 * HOUR, label: '24 часа', offered: true },
  week: { ms: 7 * DAY, label: '7 дней', offered: true },
  year: { ms: 365 * DAY, label: '365 дней', offered: false },
  forever: { ms: 100 * 365 * DAY, label: 'Навсегда', offered: true },
} as const;
export type BanDurationKey = keyof typeof banDurations;

/** The keys of the durations a moderator can pick, in the table's order (docs/product §4). */
export const banDurationsOffered: readonly BanDurationKey[] = (
  Object.keys(banDurations) as BanDurationKey[]
).filter((key) => banDurations[key].offered);

/** The expiry time of an instant in ms; an unparseable text gives NaN. */
function expiryTime(expiredAt: Date | string): number {
  return expiredAt instanceof Date ? expiredAt.getTime() : Date.parse(expiredAt);
}

/**
 * A ban is active while its expiry is in the future (docs/product §4 Ban). At the very instant of expiry
 * it is over. An expiry that is not a valid date is not in the future, so it is not active.
 */
export function isBanActive(ban: UserBan | null | undefined, now: Date): boolean {
  if (!ban) return false;
  return expiryTime(ban.expiredAt) > now.getTime();
}

/** When a ban of the given duration, started now, ends (docs/product §4: reason and duration; §9). */
export function banExpiry(durationKey: BanDurationKey, now: Date): Date {
  return new Date(now.getTime() + banDurations[durationKey].ms);
}

/**
 * What a ban takes away (docs/product §4 Ban: "banned users cannot reply"; §6 "reply (unless banned)").
 * docs/product names only replies; we read the ban as silencing the user towards others: no new comments
 * or replies (a review is a comment), no likes, no messages, and no editing of comments or messages
 * already written (an edit would be a way round the ban). A banned user keeps everything that speaks
 * to no one: reading, lists, ratings, profile, settings, drafts, and deleting their own comments and
 * messages. The ban binds moderators too.
 */
export const actionsDeniedWhileBanned = [
  'comment',
  'reply',
  'like',
  'sendMessage',
  'editComment',
  'editMessage',
] as const satisfies readonly PermissionAction[];
