import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  moderationLogEndpoint,
  moderationLogEntriesEndpoint,
  moderationLogEntriesQuerySchema,
  moderationLogQuerySchema,
} from '@vn/domain';
import type { z } from 'zod';
import { ContractQuery, Route } from '../../platform/common/route';
import { OptionalViewer, type Viewer } from '../../platform/session/viewer';
import { ModerationLog } from './moderation-log.service';

@ApiTags('moderation')
@Controller()
export class ModerationLogController {
  constructor(private readonly log: ModerationLog) {}

  @Route(moderationLogEndpoint)
  text(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(moderationLogQuerySchema) query: z.infer<typeof moderationLogQuerySchema>,
  ) {
    return this.log.text(viewer, query.limit);
  }

  @Route(moderationLogEntriesEndpoint)
  entries(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(moderationLogEntriesQuerySchema)
    query: z.infer<typeof moderationLogEntriesQuerySchema>,
  ) {
    return this.log.entries(viewer, query.page);
  }
}
