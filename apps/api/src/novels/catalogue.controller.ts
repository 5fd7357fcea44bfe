import { Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addOwnerEndpoint,
  mainPageEndpoint,
  novelByUrlEndpoint,
  novelEndpoint,
  novelInfoEndpoint,
  novelsEndpoint,
  novelsQuerySchema,
  removeNovelEndpoint,
  removeOwnerEndpoint,
  userNovelsEndpoint,
  userNovelsQuerySchema,
  usernameFromRouteParam,
  type NovelsQuery,
  type UserNovelKind,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { parseObjectId } from '../common/ids';
import { ContractQuery, Route } from '../common/route';
import { CurrentViewer, OptionalViewer, type Viewer } from '../session/viewer';
import { CatalogueService } from './catalogue.service';

@ApiTags('catalogue')
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Route(novelsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(novelsQuerySchema) query: NovelsQuery,
  ) {
    return this.catalogue.list(viewer, query);
  }

  @Route(novelEndpoint)
  novel(
    @Param('id') id: string,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.catalogue.page(viewer, this.catalogue.byId(parseObjectId(id)), request.ip);
  }

  @Route(novelByUrlEndpoint)
  novelByUrl(
    @Param('url') url: string,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.catalogue.page(viewer, this.catalogue.byUrl(url), request.ip);
  }

  @Route(novelInfoEndpoint)
  info(@Param('id') id: string) {
    return this.catalogue.info(parseObjectId(id));
  }

  @Route(addOwnerEndpoint)
  addOwner(
    @Param('id') id: string,
    @Param('userId') userId: string,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.catalogue.setOwner(viewer, parseObjectId(id), parseObjectId(userId), true);
  }

  @Route(removeOwnerEndpoint)
  removeOwner(
    @Param('id') id: string,
    @Param('userId') userId: string,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.catalogue.setOwner(viewer, parseObjectId(id), parseObjectId(userId), false);
  }

  @Route(removeNovelEndpoint)
  remove(@Param('id') id: string, @CurrentViewer() viewer: Viewer) {
    return this.catalogue.remove(viewer, parseObjectId(id));
  }

  @Route(userNovelsEndpoint)
  userNovels(
    @Param('username') username: string,
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery(userNovelsQuerySchema) query: { kind: UserNovelKind; page: number },
  ) {
    return this.catalogue.userNovels(viewer, usernameFromRouteParam(username), query);
  }

  @Route(mainPageEndpoint)
  mainPage(@OptionalViewer() viewer: Viewer | null) {
    return this.catalogue.mainPage(viewer);
  }
}
