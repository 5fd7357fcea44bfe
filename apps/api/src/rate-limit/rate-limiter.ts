import { Injectable } from '@nestjs/common';
import { DomainError } from '@vn/domain';

export const TOO_MANY_ATTEMPTS = 'Слишком много попыток. Попробуйте позже.';

/** How many attempts a bucket allows per window, for one client address or one account. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits of the account calls and the external lookups (ours; SPEC.md sets none). */
export const rateRules = {
  login: { limit: 20, windowMs: 10 * MINUTE },
  loginAccount: { limit: 10, windowMs: 10 * MINUTE },
  signup: { limit: 10, windowMs: 60 * MINUTE },
  captcha: { limit: 60, windowMs: 10 * MINUTE },
  restore: { limit: 10, windowMs: 60 * MINUTE },
  restoreAccount: { limit: 5, windowMs: 60 * MINUTE },
  /** Lookups in the external VN database per user that reach the service (answers from the cache are free). */
  vndbSearch: { limit: 120, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;
export type RateBucket = keyof typeof rateRules;

/**
 * Fixed-window counters in memory. Per instance: behind N instances an address gets up to N times
 * the limit, which still stops guessing; a shared store is the next step if that matters.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    /** Multiplies every limit; above 1 only in tests (RATE_LIMIT_SCALE, refused in production). */
    private readonly scale = 1,
  ) {}

  /** Counts one attempt; answers 429 once the bucket's limit for the key is used up. */
  consume(bucket: RateBucket, key: string): void {
    const rule = rateRules[bucket];
    const id = `${bucket}:${key}`;
    const now = this.now();
    const window = this.windows.get(id);
    if (!window || window.resetsAt <= now) {
      if (this.windows.size > 50_000) this.dropExpired(now);
      this.windows.set(id, { count: 1, resetsAt: now + rule.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > rule.limit * this.scale) throw new DomainError(TOO_MANY_ATTEMPTS, 429);
  }

  /** Forgets a key's attempts (a successful sign-in clears the account's failures). */
  reset(bucket: RateBucket, key: string): void {
    this.windows.delete(`${bucket}:${key}`);
  }

  private dropExpired(now: number): void {
    for (const [id, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(id);
  }
}
