import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addSanctionEndpoint,
  liftSanctionEndpoint,
  userSanctionsEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
} from '@vn/domain';
import { ContractBody, ContractParams, Route } from '../../platform/http';
import { CurrentViewer, type Viewer } from '../../platform/session';
import { ProfilesService } from './profiles.service';
import { SanctionsService } from './sanctions.service';

/** The sanctions calls (docs/product §A2, ours). */
@ApiTags('sanctions')
@Controller()
export class SanctionsController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly sanctions: SanctionsService,
  ) {}

  @Route(userSanctionsEndpoint)
  async history(
    @ContractParams() { id }: EndpointParams<typeof userSanctionsEndpoint>,
    @CurrentViewer() viewer: Viewer,
  ) {
    return this.sanctions.history(viewer, await this.profiles.existing(id));
  }

  @Route(addSanctionEndpoint)
  async give(
    @ContractParams() { id }: EndpointParams<typeof addSanctionEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof addSanctionEndpoint>,
  ) {
    return this.sanctions.give(viewer, await this.profiles.existing(id), body);
  }

  @Route(liftSanctionEndpoint)
  lift(
    @ContractParams() { id }: EndpointParams<typeof liftSanctionEndpoint>,
    @CurrentViewer() viewer: Viewer,
    @ContractBody() body: EndpointParsedBody<typeof liftSanctionEndpoint>,
  ) {
    return this.sanctions.lift(viewer, id, body.reason);
  }
}
