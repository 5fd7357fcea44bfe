import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  moderationLogEndpoint,
  moderationLogEntriesEndpoint,
  publicModerationLogEndpoint,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractQuery, Route } from '../../platform/http';
import { OptionalViewer, type Viewer } from '../../platform/session';
import { ModerationLog } from './moderation-log.service';

@ApiTags('moderation')
@Controller()
export class ModerationLogController {
  constructor(private readonly log: ModerationLog) {}

  @Route(moderationLogEndpoint)
  text(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof moderationLogEndpoint>,
  ) {
    return this.log.text(viewer, query.limit);
  }

  @Route(moderationLogEntriesEndpoint)
  entries(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery()
    query: EndpointParsedQuery<typeof moderationLogEntriesEndpoint>,
  ) {
    return this.log.entries(viewer, query);
  }

  @Route(publicModerationLogEndpoint)
  publicEntries(@ContractQuery() query: EndpointParsedQuery<typeof publicModerationLogEndpoint>) {
    return this.log.publicEntries(query);
  }
}
