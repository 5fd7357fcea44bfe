/** How many attempts a bucket allows per window, for one key. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The attempt limits (ours; docs/product §9 "Attempts per address and account" lists them and what
 * each counts). Each counts what an attacker repeats rather than what readers do, so that many
 * people behind one address are not locked out together.
 */
export const rateRules = {
  /**
   * Failed sign-ins from one address (password or Google), whatever the accounts: a school, an
   * office or a carrier's shared address signs in any number of people, and only guesses use it up.
   */
  login: { limit: 20, windowMs: 10 * MINUTE },
  /**
   * Failed passwords for one account from one address. Per account alone, ten wrong passwords from
   * anywhere would lock the real owner out; per address alone, one address could try every account.
   * A guesser spread over many addresses still meets `login` on each of them.
   */
  loginAccount: { limit: 10, windowMs: 10 * MINUTE },
  signup: { limit: 10, windowMs: 60 * MINUTE },
  captcha: { limit: 60, windowMs: 10 * MINUTE },
  restore: { limit: 10, windowMs: 60 * MINUTE },
  /** Recovery mails to one address, whoever asks: the mailbox's owner is not flooded. */
  restoreAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Lookups in the external VN database per user (the project form's search as one types). */
  vndbSearch: { limit: 300, windowMs: 10 * MINUTE },
  /**
   * Reports per user a day (ours, docs/product §A3): enough for a reader who meets a spammer's
   * trail, too few to bury the moderators' queue.
   */
  reports: { limit: 20, windowMs: 24 * 60 * MINUTE },
  /**
   * Previews and imports of a list file per user (ours, docs/product §A5.5): each reads up to 2 MB
   * and an import writes up to 5000 marks one by one, so a reader moving house has room for several
   * tries and nobody can keep the database writing.
   */
  listImports: { limit: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;
export type RateBucket = keyof typeof rateRules;

/**
 * Whom an attempt counts against: the client's address, the signed-in user, the e-mail address in
 * the body, or that e-mail from the client's address.
 */
export type RateKey = 'address' | 'user' | 'email' | 'emailFromAddress';

/**
 * What uses a bucket up: every call; failed calls only (a success gives its attempt back); or the
 * failures since the last success (a success forgets the key's count).
 */
export type RateCounting = 'attempts' | 'failures' | 'failuresSinceSuccess';

/** One limit a call counts against (`Endpoint.rateLimits`). */
export interface RateLimit {
  bucket: RateBucket;
  per: RateKey;
  /** `attempts` unless said. */
  counts?: RateCounting;
}

/**
 * Whether a limit's key comes from what the body claims (an e-mail address) rather than from who
 * calls: such a limit counts only after the captcha is solved, so nobody can use up another
 * person's limit without solving one each time.
 */
export function isKeyedByBody(limit: RateLimit): boolean {
  return limit.per === 'email' || limit.per === 'emailFromAddress';
}
