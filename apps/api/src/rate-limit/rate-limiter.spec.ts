import { describe, expect, it } from 'vitest';
import { RateLimiter, rateRules, TOO_MANY_ATTEMPTS } from './rate-limiter';

describe('RateLimiter', () => {
  it('answers 429 after the limit of a window, and again allows attempts in the next one', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let attempt = 0; attempt < rateRules.login.limit; attempt++)
      limiter.consume('login', '1.2.3.4');
    expect(() => limiter.consume('login', '1.2.3.4')).toThrow(TOO_MANY_ATTEMPTS);
    // Another address has its own window.
    expect(() => limiter.consume('login', '5.6.7.8')).not.toThrow();
    now += rateRules.login.windowMs;
    expect(() => limiter.consume('login', '1.2.3.4')).not.toThrow();
  });

  it('multiplies every limit by the test scale', () => {
    const limiter = new RateLimiter(() => 0, 3);
    for (let attempt = 0; attempt < rateRules.signup.limit * 3; attempt++)
      limiter.consume('signup', 'a');
    expect(() => limiter.consume('signup', 'a')).toThrow(TOO_MANY_ATTEMPTS);
  });
});
