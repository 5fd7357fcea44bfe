import type { UserBan } from '../accounts/ban';
import { sanctionsFromBan } from './from-ban';
import { sanctionRefusal, type SanctionRefusal } from './holding';
import type { SanctionTerms } from './sanction';
import { isSanctionedAction } from './scopes';

/**
 * A person as the enforcement reads them (docs/product §A2.4, ours): today's ban (docs/product §3
 * User `banned`) and the sanctions recorded for them. `can()` asks about its `Actor` through this,
 * so the ban and the sanctions are one rule.
 */
export interface SanctionedPerson {
  ban?: UserBan | null;
  /** Their sanctions, any: in force, ended, lifted or not yet started. */
  sanctions?: readonly SanctionTerms[];
}

/** Every sanction that binds the person: their records, and their ban read as `everything`. */
export function sanctionsOfPerson(person: SanctionedPerson): SanctionTerms[] {
  return [...(person.sanctions ?? []), ...sanctionsFromBan(person.ban)];
}

/**
 * Why a sanction refuses the person this action now, with the text to show; null when none does,
 * and for an action no sanction can bind. `now` undefined: see `isSanctionInForce`.
 */
export function personSanctionRefusal(
  person: SanctionedPerson,
  action: string,
  now: Date | undefined,
): SanctionRefusal<SanctionTerms> | null {
  if (!isSanctionedAction(action)) return null;
  return sanctionRefusal({ sanctions: sanctionsOfPerson(person), action, now });
}

/**
 * The person with no ban and no sanction: what their role and records give them. For an answer that
 * says whom a control is for (a translation's `mayUpdate`), so a sanctioned member still gets the
 * control's place, where the site says why it is refused.
 */
export function withoutSanctions<P extends SanctionedPerson>(person: P): P {
  return { ...person, ban: null, sanctions: [] };
}
