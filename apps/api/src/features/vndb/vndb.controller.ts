import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { vndbSearchEndpoint, type EndpointParsedQuery } from '@vn/domain';
import { ContractQuery, Route } from '../../platform/http';
import { VndbService } from './vndb.service';

@ApiTags('vndb')
@Controller()
export class VndbController {
  constructor(private readonly vndb: VndbService) {}

  // Its failures (503 when the database is down, slow or off-protocol) are the endpoint's `errors`.
  @Route(vndbSearchEndpoint)
  search(@ContractQuery() query: EndpointParsedQuery<typeof vndbSearchEndpoint>) {
    return this.vndb.search(query.name);
  }
}
