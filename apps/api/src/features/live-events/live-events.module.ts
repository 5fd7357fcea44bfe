import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { LiveEventsController } from './live-events.controller';
import { LIVE_EVENTS_COLLECTION, liveEventSchema } from './live-event.schema';
import { LiveEventsRepository } from './live-events.repository';
import { LiveEvents } from './live-events.service';

/** Live events (SSE); global, as messages and notifications publish into it. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: LIVE_EVENTS_COLLECTION, schema: liveEventSchema }])],
  controllers: [LiveEventsController],
  providers: [LiveEvents, LiveEventsRepository],
  exports: [LiveEvents],
})
export class LiveEventsModule {}
