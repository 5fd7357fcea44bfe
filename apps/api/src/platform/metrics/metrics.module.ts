import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics';

/** One `ApiMetrics` per app, for whatever it counts (the database connection, the live events). */
@Global()
@Module({
  providers: [{ provide: ApiMetrics, useFactory: () => new ApiMetrics() }],
  exports: [ApiMetrics],
})
export class MetricsModule {}
