import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addToListEndpoint,
  listPageEndpoint,
  projectRatingsEndpoint,
  rateEndpoint,
  readerRatingsEndpoint,
  userListsEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
} from '@vn/domain';
import { ContractBody, ContractParams, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { OpenRatingsService } from './open-ratings.service';
import { ReadingService } from './reading.service';

@ApiTags('reading')
@Controller()
export class ReadingController {
  constructor(
    private readonly reading: ReadingService,
    private readonly openRatings: OpenRatingsService,
  ) {}

  @Route(rateEndpoint)
  rate(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof rateEndpoint>,
  ) {
    return this.reading.rate(viewer, body.novel, body.rating);
  }

  @Route(addToListEndpoint)
  addToList(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof addToListEndpoint>,
  ) {
    return this.reading.addToList(viewer, body.novel, body.list);
  }

  @Route(userListsEndpoint)
  lists(
    @ContractParams() { username }: EndpointParams<typeof userListsEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    return this.reading.listsOf(viewer, username);
  }

  @Route(listPageEndpoint)
  listPage(
    @ContractParams() { listId, page }: EndpointParams<typeof listPageEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    return this.reading.listPage(viewer, listId, page);
  }

  @Route(projectRatingsEndpoint)
  projectRatings(@ContractParams() params: EndpointParams<typeof projectRatingsEndpoint>) {
    return this.openRatings.projectRatings(params.id);
  }

  @Route(readerRatingsEndpoint)
  readerRatings(
    @ContractParams() params: EndpointParams<typeof readerRatingsEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    return this.openRatings.readerRatings(viewer, params.username);
  }
}
