import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { moderationLogEndpoint, moderationLogQuerySchema } from '@vn/domain';
import type { z } from 'zod';
import { ContractQuery, Route } from '../common/route';
import { OptionalViewer, type Viewer } from '../session/viewer';
import { ModerationLog } from './moderation-log.service';

const logQuery = moderationLogQuerySchema;

@ApiTags('moderation')
@Controller()
export class ModerationLogController {
  constructor(private readonly log: ModerationLog) {}

  @Route(moderationLogEndpoint)
  text(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(logQuery) query: z.infer<typeof logQuery>,
  ) {
    return this.log.text(viewer, query.limit);
  }
}
