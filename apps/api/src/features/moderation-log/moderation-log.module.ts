import { Global, Module } from '@nestjs/common';
import { recordModels } from '../../platform/database';
import { ModerationLogController } from './moderation-log.controller';
import { ModerationLogLines } from './moderation-log-lines';
import { moderationLogSchema } from './moderation-log.schema';
import { ModerationLogRepository } from './moderation-log.repository';
import { ModerationLog } from './moderation-log.service';

/** The moderation log; global, as every staff action in every feature records into it. */
@Global()
@Module({
  imports: [recordModels(moderationLogSchema)],
  controllers: [ModerationLogController],
  providers: [ModerationLogRepository, ModerationLogLines, ModerationLog],
  exports: [ModerationLog],
})
export class ModerationLogModule {}
