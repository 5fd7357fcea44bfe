import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ModerationLogController } from './moderation-log.controller';
import { MODERATION_LOG_COLLECTION, moderationLogSchema } from './moderation-log.schema';
import { ModerationLogRepository } from './moderation-log.repository';
import { ModerationLog } from './moderation-log.service';

/** The moderation log; global, as every staff action in every feature records into it. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([{ name: MODERATION_LOG_COLLECTION, schema: moderationLogSchema }]),
  ],
  controllers: [ModerationLogController],
  providers: [ModerationLogRepository, ModerationLog],
  exports: [ModerationLog],
})
export class ModerationLogModule {}
