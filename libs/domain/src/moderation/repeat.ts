import { momentTime, type SanctionPeriod } from './sanction';
import type { SanctionDurationKey } from './durations';
import type { SanctionScope } from './scopes';

/**
 * What the history suggests for a repeat (docs/product §A2.6, ours). Moderators decide; the rule only
 * proposes, so that the same offence gets the same answer whoever deals with it.
 */

const DAY = 24 * 60 * 60 * 1000;

/** How far back an earlier sanction counts: a year, so an old slip is forgiven. */
export const REPEAT_WINDOW_MS = 365 * DAY;

/**
 * The steps a repeat climbs: a warning for a first offence, then 1 hour, 6 hours, 24 hours, and
 * 7 days from the fifth on. "Forever" is never suggested: ending someone's part in the site for good
 * is a moderator's decision, not a step of a ladder.
 */
export const repeatLadder = [
  'warning',
  'hour',
  'sixHours',
  'day',
  'week',
] as const satisfies readonly SanctionDurationKey[];
/** A duration the repeat rule can suggest. */
export type RepeatStep = (typeof repeatLadder)[number];

/** An earlier sanction as the repeat rule reads it. */
export interface EarlierSanction extends SanctionPeriod {
  scope: SanctionScope;
}

/** One question to `suggestedSanction`. */
export interface RepeatRequest {
  /** The person's sanctions, of every scope, in any order. */
  history: readonly EarlierSanction[];
  /** The scope of the sanction about to be given. */
  scope: SanctionScope;
  now: Date;
}

/**
 * The earlier sanctions that count towards a repeat: of the same scope, started within the window
 * (now − 365 days < start ≤ now), and not lifted. Warnings count: a warning is the first step. A
 * lifted sanction does not: lifting (with its reason, logged) is how a mistaken one is undone, and a
 * mistake must not make the next sanction longer.
 */
export function countedOffences({ history, scope, now }: RepeatRequest): number {
  const at = now.getTime();
  return history.filter((sanction) => {
    if (sanction.scope !== scope) return false;
    if (sanction.liftedAt !== null && sanction.liftedAt !== undefined) return false;
    const start = momentTime(sanction.startsAt);
    return at - REPEAT_WINDOW_MS < start && start <= at;
  }).length;
}

/**
 * The suggested duration of the next sanction in a scope (docs/product §A2.6): the step of the ladder
 * the counted offences reach — none: a warning, one: 1 hour, two: 6 hours, three: 24 hours, four
 * or more: 7 days.
 */
export function suggestedSanction(request: RepeatRequest): RepeatStep {
  const step = Math.min(countedOffences(request), repeatLadder.length - 1);
  return repeatLadder[step] ?? 'warning';
}
