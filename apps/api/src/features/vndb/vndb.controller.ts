import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { vndbSearchEndpoint, vndbSearchQuerySchema, type VndbSearchQuery } from '@vn/domain';
import { ContractQuery, Route } from '../../platform/common/route';
import { CurrentViewer, type Viewer } from '../../platform/session/viewer';
import { VndbService } from './vndb.service';

@ApiTags('vndb')
@Controller()
export class VndbController {
  constructor(private readonly vndb: VndbService) {}

  // Its failures (503 when the database is down, slow or off-protocol) are the endpoint's `errors`.
  @Route(vndbSearchEndpoint)
  search(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery(vndbSearchQuerySchema) query: VndbSearchQuery,
  ) {
    return this.vndb.search(viewer, query.name);
  }
}
