// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from '../endpoint';
import type * as catalogue from '../catalogue';

export const addOwnerRoute: Route<typeof catalogue.addOwnerEndpoint> = {
  method: 'POST',
  path: '/api/novels/{id}/owner/{userId}',
  permission: 'addOwner',
};

export const addToListRoute: Route<typeof catalogue.addToListEndpoint> = {
  method: 'POST',
  path: '/api/addtolist',
};

export const createTranslatorRoute: Route<typeof catalogue.createTranslatorEndpoint> = {
  method: 'POST',
  path: '/api/translators',
  permission: 'manageTranslators',
};

export const filtersRoute: Route<typeof catalogue.filtersEndpoint> = {
  method: 'GET',
  path: '/api/filters',
  public: true,
};

export const listPageRoute: Route<typeof catalogue.listPageEndpoint> = {
  method: 'GET',
  path: '/api/lists/{listId}/{page}',
  public: true,
};

export const mainPageRoute: Route<typeof catalogue.mainPageEndpoint> = {
  method: 'GET',
  path: '/api/mainPage',
  public: true,
};

export const markTagSpoilerRoute: Route<typeof catalogue.markTagSpoilerEndpoint> = {
  method: 'PUT',
  path: '/api/tags/{id}/spoiler',
  permission: 'manageVocabulary',
};

export const novelByUrlRoute: Route<typeof catalogue.novelByUrlEndpoint> = {
  method: 'GET',
  path: '/api/novelByUrl/{url}',
  public: true,
};

export const novelRoute: Route<typeof catalogue.novelEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}',
  public: true,
};

export const novelInfoRoute: Route<typeof catalogue.novelInfoEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/info',
  public: true,
};

export const novelsRoute: Route<typeof catalogue.novelsEndpoint> = {
  method: 'GET',
  path: '/api/novels',
  public: true,
};

export const rateRoute: Route<typeof catalogue.rateEndpoint> = {
  method: 'POST',
  path: '/api/ratings',
};

export const removeGenreRoute: Route<typeof catalogue.removeGenreEndpoint> = {
  method: 'DELETE',
  path: '/api/genres/{id}',
  permission: 'manageVocabulary',
};

export const removeNovelRoute: Route<typeof catalogue.removeNovelEndpoint> = {
  method: 'DELETE',
  path: '/api/novels/{id}',
  permission: 'deleteNovel',
};

export const removeOwnerRoute: Route<typeof catalogue.removeOwnerEndpoint> = {
  method: 'DELETE',
  path: '/api/novels/{id}/owner/{userId}',
  permission: 'removeOwner',
};

export const removePlatformRoute: Route<typeof catalogue.removePlatformEndpoint> = {
  method: 'DELETE',
  path: '/api/platforms/{id}',
  permission: 'manageVocabulary',
};

export const removeTagRoute: Route<typeof catalogue.removeTagEndpoint> = {
  method: 'DELETE',
  path: '/api/tags/{id}',
  permission: 'manageVocabulary',
};

export const removeTranslatorRoute: Route<typeof catalogue.removeTranslatorEndpoint> = {
  method: 'DELETE',
  path: '/api/translators/{id}',
  permission: 'manageTranslators',
};

export const renameGenreRoute: Route<typeof catalogue.renameGenreEndpoint> = {
  method: 'PUT',
  path: '/api/genres/{id}',
  permission: 'manageVocabulary',
};

export const renamePlatformRoute: Route<typeof catalogue.renamePlatformEndpoint> = {
  method: 'PUT',
  path: '/api/platforms/{id}',
  permission: 'manageVocabulary',
};

export const renameTagRoute: Route<typeof catalogue.renameTagEndpoint> = {
  method: 'PUT',
  path: '/api/tags/{id}',
  permission: 'manageVocabulary',
};

export const translatorRoute: Route<typeof catalogue.translatorEndpoint> = {
  method: 'GET',
  path: '/api/translators/{id}',
  public: true,
};

export const translatorsRoute: Route<typeof catalogue.translatorsEndpoint> = {
  method: 'GET',
  path: '/api/translators',
  public: true,
};

export const updateTranslatorRoute: Route<typeof catalogue.updateTranslatorEndpoint> = {
  method: 'PUT',
  path: '/api/translators/{id}',
  permission: 'manageTranslators',
};

export const userListsRoute: Route<typeof catalogue.userListsEndpoint> = {
  method: 'GET',
  path: '/api/users/{username}/lists',
  public: true,
};

export const userNovelsRoute: Route<typeof catalogue.userNovelsEndpoint> = {
  method: 'GET',
  path: '/api/users/{username}/novels',
  public: true,
};
