import type { SanctionScope } from './scopes';

/**
 * A sanction as the rules read it (docs/product §A2.2, ours): plain values, so the API passes its
 * records and the site the answers of a call without converting. The full stored shape, with its
 * checks, is `sanctionSchema` (schemas.ts).
 */

/** A moment as a record holds it: a Date, or ISO text as JSON carries it. */
export type SanctionMoment = Date | string;

/** When a sanction holds: from its start until its end (null: no end), unless lifted. */
export interface SanctionPeriod {
  startsAt: SanctionMoment;
  endsAt: SanctionMoment | null;
  liftedAt?: SanctionMoment | null;
}

/** What the enforcement rule needs of a sanction: what it binds, when, and the reason it shows. */
export interface SanctionTerms extends SanctionPeriod {
  scope: SanctionScope;
  publicReason: string;
}

/** What a sanction can be about (docs/product §A2.2): the object that broke the rule. */
export const sanctionSubjectKinds = [
  'comment',
  'message',
  'post',
  'draft',
  'postDraft',
  'novel',
] as const;
export type SanctionSubjectKind = (typeof sanctionSubjectKinds)[number];

/**
 * A moment in ms since the epoch; unparseable text or an invalid Date gives NaN, which no
 * comparison holds for, so such a period binds nobody (as `isBanActive` treats such an expiry).
 */
export function momentTime(moment: SanctionMoment): number {
  return moment instanceof Date ? moment.getTime() : Date.parse(moment);
}
