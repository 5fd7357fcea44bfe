// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as translations from '../translations';

export const activeTranslationsRoute: Route<typeof translations.activeTranslationsEndpoint> = {
  method: 'GET',
  path: '/api/translations/active',
  public: true,
};

export const addTranslatorMemberRoute: Route<typeof translations.addTranslatorMemberEndpoint> = {
  method: 'POST',
  path: '/api/translators/{id}/members',
  permission: 'manageTranslators',
};

export const followTranslationRoute: Route<typeof translations.followTranslationEndpoint> = {
  method: 'PUT',
  path: '/api/translationFollows/{kind}/{id}',
};

export const latestTranslationUpdatesRoute: Route<
  typeof translations.latestTranslationUpdatesEndpoint
> = {
  method: 'GET',
  path: '/api/translationUpdates',
  public: true,
};

export const newTranslationFeedTokenRoute: Route<
  typeof translations.newTranslationFeedTokenEndpoint
> = {
  method: 'POST',
  path: '/api/translationFollows/feedToken',
};

export const novelTranslationsRoute: Route<typeof translations.novelTranslationsEndpoint> = {
  method: 'GET',
  path: '/api/translations',
  public: true,
};

export const postTranslationUpdateRoute: Route<typeof translations.postTranslationUpdateEndpoint> =
  {
    method: 'POST',
    path: '/api/translations/{id}/updates',
  };

export const removeTranslatorMemberRoute: Route<
  typeof translations.removeTranslatorMemberEndpoint
> = {
  method: 'DELETE',
  path: '/api/translators/{id}/members/{user}',
  permission: 'manageTranslators',
};

export const revokeTranslationFeedTokenRoute: Route<
  typeof translations.revokeTranslationFeedTokenEndpoint
> = {
  method: 'DELETE',
  path: '/api/translationFollows/feedToken',
};

export const saveTranslationAlertsRoute: Route<typeof translations.saveTranslationAlertsEndpoint> =
  {
    method: 'PUT',
    path: '/api/translationFollows/alerts',
  };

export const translationRoute: Route<typeof translations.translationEndpoint> = {
  method: 'GET',
  path: '/api/translations/{id}',
  public: true,
};

export const translationFollowsRoute: Route<typeof translations.translationFollowsEndpoint> = {
  method: 'GET',
  path: '/api/translationFollows',
};

export const translatorMembersRoute: Route<typeof translations.translatorMembersEndpoint> = {
  method: 'GET',
  path: '/api/translators/{id}/members',
  public: true,
};

export const unfollowTranslationRoute: Route<typeof translations.unfollowTranslationEndpoint> = {
  method: 'DELETE',
  path: '/api/translationFollows/{kind}/{id}',
};
