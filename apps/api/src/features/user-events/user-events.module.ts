import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { NovelsModule } from '../novels';
import { UsersModule } from '../users';
import { UserEventsController } from './user-events.controller';
import {
  EVENTS_SEEN_COLLECTION,
  eventsSeenSchema,
  NOVEL_SUBSCRIPTIONS_COLLECTION,
  novelSubscriptionSchema,
  USER_EVENTS_COLLECTION,
  userEventSchema,
} from './user-events.schema';
import { UserEventsRepository } from './user-events.repository';
import { UserEventsService } from './user-events.service';

/** Notifications and what readers follow; global, as drafts, comments and posts all notify. */
@Global()
@Module({
  imports: [
    NovelsModule,
    UsersModule,
    MongooseModule.forFeature([
      { name: USER_EVENTS_COLLECTION, schema: userEventSchema },
      { name: EVENTS_SEEN_COLLECTION, schema: eventsSeenSchema },
      { name: NOVEL_SUBSCRIPTIONS_COLLECTION, schema: novelSubscriptionSchema },
    ]),
  ],
  controllers: [UserEventsController],
  providers: [UserEventsRepository, UserEventsService],
  exports: [UserEventsService],
})
export class UserEventsModule {}
