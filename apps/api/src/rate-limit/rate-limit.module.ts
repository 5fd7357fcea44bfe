import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RateLimiter } from './rate-limiter';

@Global()
@Module({
  providers: [
    {
      provide: RateLimiter,
      useFactory: (config: AppConfig) => new RateLimiter(Date.now, config.rateLimitScale),
      inject: [APP_CONFIG],
    },
  ],
  exports: [RateLimiter],
})
export class RateLimitModule {}
