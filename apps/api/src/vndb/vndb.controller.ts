import { Controller } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  vndbMessages,
  vndbSearchEndpoint,
  vndbSearchQuerySchema,
  type VndbSearchQuery,
} from '@vn/domain';
import { ContractQuery, Route } from '../common/route';
import { CurrentViewer, type Viewer } from '../session/viewer';
import { VndbService } from './vndb.service';

@ApiTags('vndb')
@Controller()
export class VndbController {
  constructor(private readonly vndb: VndbService) {}

  @Route(vndbSearchEndpoint)
  @ApiResponse({
    status: 503,
    description: `The visual novel database is down, slow or off-protocol: "${vndbMessages.unavailable}"`,
  })
  search(
    @CurrentViewer() viewer: Viewer,
    @ContractQuery(vndbSearchQuerySchema) query: VndbSearchQuery,
  ) {
    return this.vndb.search(viewer, query.name);
  }
}
