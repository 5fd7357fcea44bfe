import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deleteRecommendationEndpoint,
  recommendationsEndpoint,
  recommendEndpoint,
  voteRecommendationEndpoint,
  type EndpointParams,
  type EndpointParsedBody,
} from '@vn/domain';
import { ContractBody, ContractParams, Route } from '../../platform/http';
import { CurrentViewer, OptionalViewer, type Viewer } from '../../platform/session';
import { RecommendationsService } from './recommendations.service';

/** Readers' recommendations (docs/product §A6.5). */
@ApiTags('similar')
@Controller()
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Route(recommendationsEndpoint)
  list(
    @OptionalViewer() viewer: Viewer | null,
    @ContractParams() params: EndpointParams<typeof recommendationsEndpoint>,
  ) {
    return this.recommendations.list(viewer, params.id);
  }

  @Route(recommendEndpoint)
  recommend(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof recommendEndpoint>,
    @ContractBody() body: EndpointParsedBody<typeof recommendEndpoint>,
  ) {
    return this.recommendations.recommend(viewer, params.id, body);
  }

  @Route(voteRecommendationEndpoint)
  vote(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof voteRecommendationEndpoint>,
    @ContractBody() body: EndpointParsedBody<typeof voteRecommendationEndpoint>,
  ) {
    return this.recommendations.vote(viewer, params.id, body.value);
  }

  @Route(deleteRecommendationEndpoint)
  delete(
    @CurrentViewer() viewer: Viewer,
    @ContractParams() params: EndpointParams<typeof deleteRecommendationEndpoint>,
  ) {
    return this.recommendations.delete(viewer, params.id);
  }
}
