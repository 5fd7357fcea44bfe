import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { similarTitlesEndpoint, type EndpointParams, type EndpointParsedQuery } from '@vn/domain';
import { ContractParams, ContractQuery, Route } from '../../platform/http';
import { SimilarService } from './similar.service';

/** «Похожие» (docs/product §A6). */
@ApiTags('similar')
@Controller()
export class SimilarController {
  constructor(private readonly similar: SimilarService) {}

  @Route(similarTitlesEndpoint)
  similarTo(
    @ContractParams() params: EndpointParams<typeof similarTitlesEndpoint>,
    @ContractQuery() query: EndpointParsedQuery<typeof similarTitlesEndpoint>,
  ) {
    return this.similar.similarTo(params.id, query);
  }
}
