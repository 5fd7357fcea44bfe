import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  markEventsViewedEndpoint,
  novelNotificationsEndpoint,
  saveNovelNotificationsEndpoint,
  userEventsEndpoint,
  LIMITS,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/http';
import { CatalogueIndex } from '../novels';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { UserEventsService } from './user-events.service';

@ApiTags('notifications')
@Controller()
export class UserEventsController {
  constructor(
    private readonly events: UserEventsService,
    private readonly index: CatalogueIndex,
  ) {}

  @Route(userEventsEndpoint)
  list(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof userEventsEndpoint>,
  ) {
    return this.events.state(viewer.user._id, query.limit);
  }

  @Route(markEventsViewedEndpoint)
  markViewed(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery() query: EndpointParsedQuery<typeof markEventsViewedEndpoint>,
  ) {
    return this.events.markViewed(viewer.user._id, query.timeStamp, LIMITS.notificationsStep);
  }

  @Route(novelNotificationsEndpoint)
  novelSettings(
    @ContractParams() { id }: EndpointParams<typeof novelNotificationsEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.events.novelSettings(viewer.user._id, this.existingNovel(id));
  }

  @Route(saveNovelNotificationsEndpoint)
  saveNovelSettings(
    @ContractParams() { id }: EndpointParams<typeof saveNovelNotificationsEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody()
    body: EndpointParsedBody<typeof saveNovelNotificationsEndpoint>,
  ) {
    return this.events.saveNovelSettings(viewer.user._id, this.existingNovel(id), body);
  }

  private existingNovel(novelId: string): string {
    const novel = this.index.get(novelId);
    if (!novel || novel.record.removed) throw DomainError.of('notFound');
    return novelId;
  }
}
