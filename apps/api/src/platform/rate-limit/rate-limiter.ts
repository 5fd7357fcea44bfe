import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { DomainError, rateRules, type RateBucket, type RateRule } from '@vn/domain';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export const TOO_MANY_ATTEMPTS = 'Слишком много попыток. Попробуйте позже.';

/** A 429 that says when to come back (`Retry-After`, in whole seconds). */
export class TooManyAttempts extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('tooManyRequests', TOO_MANY_ATTEMPTS);
  }
}

/**
 * Fixed-window counters per bucket and key (rate-limiter-flexible). With Redis (`REDIS_URL`) the
 * counters are shared, so N instances allow what one does; if Redis cannot answer, each instance
 * falls back to counting in its own memory rather than failing the call or letting it through
 * uncounted.
 */
@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly limiters: Record<RateBucket, RateLimiterAbstract>;
  private readonly redis: Redis | null;

  constructor(
    options: {
      /** Multiplies every limit; above 1 only in tests (RATE_LIMIT_SCALE, refused in production). */
      scale?: number;
      /** A dedicated connection (created with `enableOfflineQueue: false`); closed with the module. */
      redis?: Redis | null;
    } = {},
  ) {
    const { scale = 1, redis = null } = options;
    this.redis = redis;
    const limiterOf = (bucket: RateBucket): RateLimiterAbstract => {
      const rule: RateRule = rateRules[bucket];
      const settings = {
        keyPrefix: `vn:rate:${bucket}`,
        points: rule.limit * scale,
        duration: Math.ceil(rule.windowMs / 1000),
      };
      const inMemory = new RateLimiterMemory(settings);
      return redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: inMemory,
          })
        : inMemory;
    };
    const buckets = Object.keys(rateRules) as RateBucket[];
    this.limiters = Object.fromEntries(
      buckets.map((bucket) => [bucket, limiterOf(bucket)]),
    ) as Record<RateBucket, RateLimiterAbstract>;
  }

  /** Counts one attempt; answers 429 (with when to retry) once the bucket's limit for the key is used up. */
  async consume(bucket: RateBucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        throw new TooManyAttempts(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      }
      throw rejection;
    }
  }

  /**
   * Gives back the attempt `consume` counted, once it turned out to be no attempt against the
   * limit's purpose (a successful sign-in). Counted first and given back after, so that a burst of
   * parallel guesses meets the limit as surely as guesses one by one.
   */
  async refund(bucket: RateBucket, key: string): Promise<void> {
    await this.limiters[bucket].reward(key, 1);
  }

  /** Forgets a key's attempts (a successful sign-in clears the account's failures). */
  async reset(bucket: RateBucket, key: string): Promise<void> {
    await this.limiters[bucket].delete(key);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
