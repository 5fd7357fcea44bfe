import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  claimReportCaseEndpoint,
  reportCasesEndpoint,
  resolveReportCaseEndpoint,
  sendReportEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
  type EndpointParsedQuery,
} from '@vn/domain';
import { ContractBody, ContractParams, ContractQuery, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { ReportsService } from './reports.service';

/** The reports calls (docs/product §A3, ours). */
@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route(sendReportEndpoint)
  send(
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof sendReportEndpoint>,
  ) {
    return this.reports.send(viewer, body);
  }

  @Route(reportCasesEndpoint)
  list(@ContractQuery() query: EndpointParsedQuery<typeof reportCasesEndpoint>) {
    return this.reports.list(query.status, query.page);
  }

  @Route(claimReportCaseEndpoint)
  claim(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() { kind, id }: EndpointParams<typeof claimReportCaseEndpoint>,
  ) {
    return this.reports.claim(viewer, kind, id);
  }

  @Route(resolveReportCaseEndpoint)
  resolve(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() { kind, id }: EndpointParams<typeof resolveReportCaseEndpoint>,
    @ContractBody() body: EndpointParsedBody<typeof resolveReportCaseEndpoint>,
  ) {
    return this.reports.resolve(viewer, kind, id, body);
  }
}
