import { formatDateTime } from '../format/dates';
import { momentTime, type SanctionPeriod, type SanctionTerms } from './sanction';
import { scopeBinds, type SanctionedAction, type SanctionScope } from './scopes';

/**
 * When a sanction holds, and the one rule that enforces sanctions (docs/product §A2.4, ours): the API
 * refuses with it and the site shows its text where the action would be, so the two agree.
 */

/**
 * The zone the refusal's date is written in: the site's (apps/site `SERVER_TIME_ZONE`), where most
 * readers are and where the server renders its pages. The API has no reader's zone to use.
 */
export const SANCTION_TIME_ZONE = 'Europe/Moscow';

/**
 * The start of each scope's refusal: a ban's words for `everything`, what one cannot do for the
 * rest (ours). The end and the reason follow (`sanctionRefusalMessage`).
 */
export const sanctionRefusalPhrases: Record<SanctionScope, string> = {
  everything: 'Вы забанены',
  comments: 'Вы не можете писать комментарии',
  messages: 'Вы не можете отправлять личные сообщения',
  drafts: 'Вы не можете предлагать черновики и правки',
  uploads: 'Вы не можете загружать изображения',
  reports: 'Вы не можете отправлять жалобы',
};

/** Whether the sanction has been lifted by this moment (a lift recorded at a later time has not). */
function isLiftedAt(sanction: SanctionPeriod, at: number): boolean {
  if (sanction.liftedAt === null || sanction.liftedAt === undefined) return false;
  // An unreadable lift time still says it was lifted.
  return !(momentTime(sanction.liftedAt) > at);
}

/** The end in ms; no end is later than any. */
function endTime(sanction: SanctionPeriod): number {
  return sanction.endsAt === null ? Infinity : momentTime(sanction.endsAt);
}

/**
 * Whether a sanction is a warning: zero length (or, malformed, an end before its start). It is
 * recorded and counts for a repeat, but never binds.
 */
export function isWarning(sanction: SanctionPeriod): boolean {
  return endTime(sanction) <= momentTime(sanction.startsAt);
}

/**
 * Whether the sanction binds at this moment: started (start ≤ now), not ended (now < end; at the very
 * instant of its end it is over, as a ban is), and not lifted. A warning never binds. Unreadable
 * dates bind nobody. With no moment given (`can()` asked without `now`), every sanction that is
 * neither lifted nor a warning binds: the rule cannot tell whether it has run out, and denying is
 * the safe side, as `can()` treats a ban.
 */
export function isSanctionInForce(sanction: SanctionPeriod, now: Date | undefined): boolean {
  if (now === undefined) {
    return (sanction.liftedAt === null || sanction.liftedAt === undefined) && !isWarning(sanction);
  }
  const at = now.getTime();
  if (isLiftedAt(sanction, at)) return false;
  return momentTime(sanction.startsAt) <= at && at < endTime(sanction);
}

/**
 * Whether the sanction binds now or will later: neither lifted, nor a warning, nor over. What the
 * bound person's session carries, so the site refuses in place what the API will refuse.
 */
export function bindsNowOrLater(sanction: SanctionPeriod, now: Date): boolean {
  if (sanction.liftedAt !== null && sanction.liftedAt !== undefined) return false;
  return !isWarning(sanction) && now.getTime() < endTime(sanction);
}

/** The sanctions that bind at this moment, in their order; several can hold at once. */
export function sanctionsInForce<S extends SanctionPeriod>(
  sanctions: readonly S[],
  now: Date,
): S[] {
  return sanctions.filter((sanction) => isSanctionInForce(sanction, now));
}

/**
 * The text that says why an action is refused (docs/product §A2.4): «Вы не можете писать
 * комментарии до 02.05.2024 00:30, причина: спам», «навсегда» with no end, and no «причина» when the
 * reason is blank (a ban stored without one).
 */
export function sanctionRefusalMessage(
  sanction: SanctionTerms,
  timeZone: string = SANCTION_TIME_ZONE,
): string {
  const until =
    sanction.endsAt === null ? 'навсегда' : `до ${formatDateTime(sanction.endsAt, timeZone)}`;
  const reason = sanction.publicReason.trim();
  const refusal = `${sanctionRefusalPhrases[sanction.scope]} ${until}`;
  return reason === '' ? refusal : `${refusal}, причина: ${reason}`;
}

/** One question to `sanctionRefusal`: may a person with these sanctions do this action now? */
export interface SanctionRefusalRequest<S extends SanctionTerms> {
  /** The person's sanctions: any, in force or not. */
  sanctions: readonly S[];
  action: SanctionedAction;
  /** The moment to judge at; undefined: see `isSanctionInForce`. */
  now: Date | undefined;
  /** The zone of the date in the text; the site's by default (`SANCTION_TIME_ZONE`). */
  timeZone?: string;
}

/** Why an action is refused: the sanction that binds it longest, and the text to show. */
export interface SanctionRefusal<S extends SanctionTerms> {
  sanction: S;
  message: string;
}

/**
 * The one enforcement rule (docs/product §A2.4): null when no sanction in force binds the action;
 * otherwise the binding sanction that ends last (no end beats any end; of equal ends, the first in
 * the list), since that is when the person can act again, with its text.
 */
export function sanctionRefusal<S extends SanctionTerms>(
  request: SanctionRefusalRequest<S>,
): SanctionRefusal<S> | null {
  const { sanctions, action, now, timeZone } = request;
  let binding: S | null = null;
  for (const sanction of sanctions) {
    if (!scopeBinds(sanction.scope, action) || !isSanctionInForce(sanction, now)) continue;
    if (binding === null || endTime(sanction) > endTime(binding)) binding = sanction;
  }
  if (binding === null) return null;
  return { sanction: binding, message: sanctionRefusalMessage(binding, timeZone) };
}
