import { Global, Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { UserEventLists } from './user-event-lists';
import { UserEventsController } from './user-events.controller';
import { eventsSeenSchema, novelSubscriptionSchema, userEventSchema } from './user-events.schema';
import { UserEventsRepository } from './user-events.repository';
import { UserEventsService } from './user-events.service';

/** Notifications and what readers follow; global, as drafts, comments and posts all notify. */
@Global()
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    recordModels(userEventSchema, eventsSeenSchema, novelSubscriptionSchema),
  ],
  controllers: [UserEventsController],
  providers: [UserEventsRepository, UserEventLists, UserEventsService],
  exports: [UserEventsService],
})
export class UserEventsModule {}
