import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addToListBodySchema,
  addToListEndpoint,
  CATALOGUE_LIMITS,
  DomainError,
  listPageEndpoint,
  rateEndpoint,
  ratingBodySchema,
  userListsEndpoint,
  usernameFromRouteParam,
} from '@vn/domain';
import type { z } from 'zod';
import { parseObjectId } from '../common/ids';
import { ContractBody, Route } from '../common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../session/viewer';
import { ReadingService } from './reading.service';

@ApiTags('reading')
@Controller()
export class ReadingController {
  constructor(private readonly reading: ReadingService) {}

  @Route(rateEndpoint)
  rate(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(ratingBodySchema) body: z.infer<typeof ratingBodySchema>,
  ) {
    return this.reading.rate(viewer, parseObjectId(body.novel), body.rating);
  }

  @Route(addToListEndpoint)
  addToList(
    @CurrentViewer() viewer: Viewer,
    @ContractBody(addToListBodySchema) body: z.infer<typeof addToListBodySchema>,
  ) {
    return this.reading.addToList(viewer, parseObjectId(body.novel), body.list);
  }

  @Route(userListsEndpoint)
  lists(@Param('username') username: string, @OptionalViewer() viewer: Viewer | null) {
    return this.reading.listsOf(viewer, usernameFromRouteParam(username));
  }

  @Route(listPageEndpoint)
  listPage(
    @Param('listId') listId: string,
    @Param('page') page: string,
    @OptionalViewer() viewer: Viewer | null,
  ) {
    if (!/^\d{1,6}$/.test(page) || Number(page) > CATALOGUE_LIMITS.pageMax) {
      throw new DomainError(`Некорректная страница: ${page.slice(0, 20)}`, 400);
    }
    return this.reading.listPage(viewer, listId, Number(page));
  }
}
