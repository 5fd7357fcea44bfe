import { Global, Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { LiveEventsController } from './live-events.controller';
import { liveEventSchema } from './live-event.schema';
import { LiveEventsRepository } from './live-events.repository';
import { LiveEvents } from './live-events.service';

/** Live events (SSE); global, as messages and notifications publish into it. */
@Global()
@Module({
  imports: [recordModels(liveEventSchema)],
  controllers: [LiveEventsController],
  providers: [LiveEvents, LiveEventsRepository],
  exports: [LiveEvents],
})
export class LiveEventsModule {}
