import { Global, Logger, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CaptchaModule } from '../captcha/captcha.module';
import { CallGates } from './call-gates.interceptor';
import { RateLimiter } from './rate-limiter';

/**
 * The shared counters' connection. Commands fail at once while Redis is away (the limiter then counts
 * in memory) instead of waiting in a queue and holding a sign-in up; ioredis reconnects by itself.
 */
function counterStore(url: string | null): Redis | null {
  if (!url) return null;
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const logger = new Logger('RateLimiter');
  redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  return redis;
}

@Global()
@Module({
  imports: [CaptchaModule],
  providers: [
    // Every call's declared attempt limits and captcha, before it runs.
    { provide: APP_INTERCEPTOR, useClass: CallGates },
    {
      provide: RateLimiter,
      useFactory: (config: AppConfig) =>
        new RateLimiter({ scale: config.rateLimitScale, redis: counterStore(config.redisUrl) }),
      inject: [APP_CONFIG],
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
