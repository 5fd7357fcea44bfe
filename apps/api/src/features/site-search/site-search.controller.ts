import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { siteSearchEndpoint, type EndpointParsedQuery } from '@vn/domain';
import { ContractQuery, Route } from '../../platform/http';
import { OptionalViewer, type Viewer } from '../../platform/session';
import { SiteSearchService } from './site-search.service';

/** The site-wide search (docs/product §A7.3): declared from its contract endpoint, served by the service. */
@ApiTags('site-search')
@Controller()
export class SiteSearchController {
  constructor(private readonly siteSearch: SiteSearchService) {}

  @Route(siteSearchEndpoint)
  search(
    @OptionalViewer() viewer: Viewer | null,
    @ContractQuery() query: EndpointParsedQuery<typeof siteSearchEndpoint>,
  ) {
    return this.siteSearch.search(viewer, query);
  }
}
