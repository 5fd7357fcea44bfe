import { Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addOwnerEndpoint,
  mainPageEndpoint,
  novelByUrlEndpoint,
  novelEndpoint,
  novelInfoEndpoint,
  novelsEndpoint,
  removeNovelEndpoint,
  removeOwnerEndpoint,
  userNovelsEndpoint,
  type EndpointParams,
  type EndpointParsedQuery,
} from '@vn/domain';
import type { FastifyRequest } from 'fastify';
import { ContractParams, ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { CatalogueService } from './catalogue.service';

@ApiTags('catalogue')
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Route(novelsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof novelsEndpoint>,
  ) {
    return this.catalogue.list(viewer, query);
  }

  @Route(novelEndpoint)
  novel(
    @ContractParams() { id }: EndpointParams<typeof novelEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.catalogue.page(viewer, this.catalogue.byId(id), request.ip);
  }

  @Route(novelByUrlEndpoint)
  novelByUrl(
    @ContractParams() { url }: EndpointParams<typeof novelByUrlEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
    @Req() request: FastifyRequest,
  ) {
    return this.catalogue.page(viewer, this.catalogue.byUrl(url), request.ip);
  }

  @Route(novelInfoEndpoint)
  info(@ContractParams() { id }: EndpointParams<typeof novelInfoEndpoint>) {
    return this.catalogue.info(id);
  }

  @Route(addOwnerEndpoint)
  addOwner(
    @ContractParams() { id, userId }: EndpointParams<typeof addOwnerEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.catalogue.setOwner(viewer, id, userId, true);
  }

  @Route(removeOwnerEndpoint)
  removeOwner(
    @ContractParams() { id, userId }: EndpointParams<typeof removeOwnerEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.catalogue.setOwner(viewer, id, userId, false);
  }

  @Route(removeNovelEndpoint)
  remove(
    @ContractParams() { id }: EndpointParams<typeof removeNovelEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.catalogue.remove(viewer, id);
  }

  @Route(userNovelsEndpoint)
  userNovels(
    @ContractParams() { username }: EndpointParams<typeof userNovelsEndpoint>,
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof userNovelsEndpoint>,
  ) {
    return this.catalogue.userNovels(viewer, username, query);
  }

  @Route(mainPageEndpoint)
  mainPage(@OptionalViewer() viewer: Viewer | null) {
    return this.catalogue.mainPage(viewer);
  }
}
