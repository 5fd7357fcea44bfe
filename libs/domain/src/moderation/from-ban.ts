import type { UserBan } from '../accounts/ban';
import type { SanctionMoment, SanctionTerms } from './sanction';
import type { SiteRule } from './site-rules';

/**
 * Today's ban as a sanction (docs/product §A2.5, ours): the `banned {expiredAt, reason}` of a user
 * (docs/product §3 User) read as an `everything` sanction, so every check that asks about the ban can
 * ask `sanctionRefusal` instead and answer the same: it binds exactly while `isBanActive` says the
 * ban is active.
 */

/**
 * The start of a ban read as a sanction: the earliest moment a Date holds. A stored ban does not say
 * when it began, and `isBanActive` looks only at its expiry, so it holds at every moment before it.
 */
export const BAN_SANCTION_START = new Date(-8_640_000_000_000_000);

/** A ban read as a sanction: everything, until its expiry, for the reason it gave. */
export interface BanSanction extends SanctionTerms {
  scope: 'everything';
  startsAt: SanctionMoment;
  endsAt: SanctionMoment;
  rule: SiteRule;
  privateNote: string;
  about: null;
  liftedAt: null;
  liftReason: null;
}

/**
 * The ban as an `everything` sanction. The expiry is kept as it is, even a "forever" ban's 100 years
 * (docs/product §9), so it ends at the very instant the ban does; its rule is `other`, since a ban
 * names none.
 */
export function sanctionFromBan(ban: UserBan): BanSanction {
  return {
    scope: 'everything',
    startsAt: BAN_SANCTION_START,
    endsAt: ban.expiredAt,
    rule: 'other',
    publicReason: ban.reason ?? '',
    privateNote: '',
    about: null,
    liftedAt: null,
    liftReason: null,
  };
}

/** A user's ban, if any, as the list of sanctions `sanctionRefusal` takes. */
export function sanctionsFromBan(ban: UserBan | null | undefined): BanSanction[] {
  return ban ? [sanctionFromBan(ban)] : [];
}
