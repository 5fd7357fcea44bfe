import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateRules } from '@vn/domain';
import { RateLimiter, TOO_MANY_ATTEMPTS, TooManyAttempts } from './rate-limiter';

describe('RateLimiter (in memory)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const useUp = async (
    limiter: RateLimiter,
    bucket: 'login' | 'signup',
    key: string,
    n: number,
  ) => {
    for (let attempt = 0; attempt < n; attempt++) await limiter.consume(bucket, key);
  };

  it('answers 429 with the seconds left after the limit of a window, and allows the next window', async () => {
    const limiter = new RateLimiter();
    await useUp(limiter, 'login', '1.2.3.4', rateRules.login.limit);
    const refused = await limiter.consume('login', '1.2.3.4').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyAttempts);
    expect((refused as TooManyAttempts).message).toBe(TOO_MANY_ATTEMPTS);
    expect((refused as TooManyAttempts).status).toBe(429);
    expect((refused as TooManyAttempts).retryAfterSeconds).toBe(rateRules.login.windowMs / 1000);
    // Another address has its own window.
    await expect(limiter.consume('login', '5.6.7.8')).resolves.toBeUndefined();
    vi.advanceTimersByTime(rateRules.login.windowMs);
    await expect(limiter.consume('login', '1.2.3.4')).resolves.toBeUndefined();
  });

  it('forgets a key on reset', async () => {
    const limiter = new RateLimiter();
    await useUp(limiter, 'login', 'a', rateRules.login.limit);
    await limiter.reset('login', 'a');
    await expect(limiter.consume('login', 'a')).resolves.toBeUndefined();
  });

  it('multiplies every limit by the test scale', async () => {
    const limiter = new RateLimiter({ scale: 3 });
    await useUp(limiter, 'signup', 'a', rateRules.signup.limit * 3);
    await expect(limiter.consume('signup', 'a')).rejects.toThrow(TOO_MANY_ATTEMPTS);
  });
});
