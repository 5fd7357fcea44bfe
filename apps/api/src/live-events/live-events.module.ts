import { Global, Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';

/** Live events (SSE); global, as messages and notifications publish into it. */
@Global()
@Module({
  providers: [LiveEvents],
  exports: [LiveEvents],
})
export class LiveEventsModule {}
