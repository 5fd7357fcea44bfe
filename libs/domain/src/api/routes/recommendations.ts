// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as recommendations from '../recommendations';

export const deleteRecommendationRoute: Route<typeof recommendations.deleteRecommendationEndpoint> =
  {
    method: 'DELETE',
    path: '/api/recommendations/{id}',
  };

export const recommendRoute: Route<typeof recommendations.recommendEndpoint> = {
  method: 'POST',
  path: '/api/novels/{id}/recommendations',
  permission: 'comment',
};

export const recommendationsRoute: Route<typeof recommendations.recommendationsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/recommendations',
  public: true,
};

export const voteRecommendationRoute: Route<typeof recommendations.voteRecommendationEndpoint> = {
  method: 'PUT',
  path: '/api/recommendations/{id}/vote',
  permission: 'like',
};
