// Written by `npm run contract:routes` (tools/contract/write-routes.ts) from the contract;
// do not edit. A test fails when it no longer matches the endpoints.
import type { Route } from './endpoint';
import type * as accounts from './accounts';
import type * as catalogue from './catalogue';
import type * as comments from './comments';
import type * as draftReview from './draft-review';
import type * as drafts from './drafts';
import type * as health from './health';
import type * as liveEvents from './live-events';
import type * as messages from './messages';
import type * as moderationLog from './moderation-log';
import type * as posts from './posts';
import type * as ratings from './ratings';
import type * as reports from './reports';
import type * as sanctions from './sanctions';
import type * as translations from './translations';
import type * as userEvents from './user-events';
import type * as vndb from './vndb';

export const banRoute: Route<typeof accounts.banEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}/ban',
};

export const captchaRoute: Route<typeof accounts.captchaEndpoint> = {
  method: 'GET',
  path: '/api/captcha',
  public: true,
};

export const googleLoginRoute: Route<typeof accounts.googleLoginEndpoint> = {
  method: 'POST',
  path: '/api/login/google',
  public: true,
};

export const loginRoute: Route<typeof accounts.loginEndpoint> = {
  method: 'POST',
  path: '/api/login',
  public: true,
};

export const logoutRoute: Route<typeof accounts.logoutEndpoint> = {
  method: 'POST',
  path: '/api/logout',
  public: true,
};

export const notRussiaRoute: Route<typeof accounts.notRussiaEndpoint> = {
  method: 'PUT',
  path: '/api/userSettings/ru',
};

export const presetsRoute: Route<typeof accounts.presetsEndpoint> = {
  method: 'POST',
  path: '/api/presets',
};

export const profileByUsernameRoute: Route<typeof accounts.profileByUsernameEndpoint> = {
  method: 'GET',
  path: '/api/profileByUsername/{username}',
  public: true,
};

export const profileRoute: Route<typeof accounts.profileEndpoint> = {
  method: 'GET',
  path: '/api/profile/{id}',
  public: true,
};

export const profileUpdateRoute: Route<typeof accounts.profileUpdateEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}',
};

export const registrationConfirmRoute: Route<typeof accounts.registrationConfirmEndpoint> = {
  method: 'GET',
  path: '/api/registrationConfirm',
  public: true,
};

export const removeUserRoute: Route<typeof accounts.removeUserEndpoint> = {
  method: 'DELETE',
  path: '/api/users/{id}',
  permission: 'removeUser',
};

export const restoreChangeRoute: Route<typeof accounts.restoreChangeEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword/change',
  public: true,
};

export const restoreCodeRoute: Route<typeof accounts.restoreCodeEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword/code',
  public: true,
};

export const restoreRequestRoute: Route<typeof accounts.restoreRequestEndpoint> = {
  method: 'POST',
  path: '/api/restorePassword',
  public: true,
};

export const settingsRoute: Route<typeof accounts.settingsEndpoint> = {
  method: 'GET',
  path: '/api/settings',
  public: true,
};

export const signupRoute: Route<typeof accounts.signupEndpoint> = {
  method: 'POST',
  path: '/api/signup',
  public: true,
};

export const unbanRoute: Route<typeof accounts.unbanEndpoint> = {
  method: 'PUT',
  path: '/api/profile/{id}/unban',
};

export const uploadUserBackgroundRoute: Route<typeof accounts.uploadUserBackgroundEndpoint> = {
  method: 'POST',
  path: '/api/uploadImage/userBG',
};

export const userSettingsRoute: Route<typeof accounts.userSettingsEndpoint> = {
  method: 'PUT',
  path: '/api/userSettings',
};

export const usersRoute: Route<typeof accounts.usersEndpoint> = {
  method: 'GET',
  path: '/api/users',
  permission: 'viewUserList',
};

export const usersEntitiesRoute: Route<typeof accounts.usersEntitiesEndpoint> = {
  method: 'GET',
  path: '/api/usersEntities',
};

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

export const commentsRoute: Route<typeof comments.commentsEndpoint> = {
  method: 'GET',
  path: '/api/comments',
  public: true,
};

export const createCommentRoute: Route<typeof comments.createCommentEndpoint> = {
  method: 'POST',
  path: '/api/comments',
  permission: 'comment',
};

export const createReviewRoute: Route<typeof comments.createReviewEndpoint> = {
  method: 'POST',
  path: '/api/novelReviews',
  permission: 'comment',
};

export const deleteCommentRoute: Route<typeof comments.deleteCommentEndpoint> = {
  method: 'DELETE',
  path: '/api/comments/{id}',
};

export const draftCommentsRoute: Route<typeof comments.draftCommentsEndpoint> = {
  method: 'GET',
  path: '/api/comments/draft/{id}',
};

export const likeRoute: Route<typeof comments.likeEndpoint> = {
  method: 'POST',
  path: '/api/likes/{type}/{id}/{value}',
  permission: 'like',
};

export const unlikeRoute: Route<typeof comments.unlikeEndpoint> = {
  method: 'DELETE',
  path: '/api/likes/{type}/{id}',
  permission: 'like',
};

export const updateCommentRoute: Route<typeof comments.updateCommentEndpoint> = {
  method: 'PUT',
  path: '/api/comments/{id}',
};

export const updateReviewRoute: Route<typeof comments.updateReviewEndpoint> = {
  method: 'PUT',
  path: '/api/novelReviews/{id}',
};

export const uploadCommentImageRoute: Route<typeof comments.uploadCommentImageEndpoint> = {
  method: 'POST',
  path: '/api/uploadImage/comment',
  permission: 'comment',
};

export const draftMergeRoute: Route<typeof draftReview.draftMergeEndpoint> = {
  method: 'GET',
  path: '/api/drafts/{id}/review',
};

export const reviewDraftRoute: Route<typeof draftReview.reviewDraftEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/review',
};

export const changeDraftStatusRoute: Route<typeof drafts.changeDraftStatusEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/status',
};

export const createNovelDraftRoute: Route<typeof drafts.createNovelDraftEndpoint> = {
  method: 'POST',
  path: '/api/drafts/novels',
  permission: 'createDraft',
};

export const deleteDraftRoute: Route<typeof drafts.deleteDraftEndpoint> = {
  method: 'DELETE',
  path: '/api/drafts/{id}',
};

export const draftListRoute: Route<typeof drafts.draftListEndpoint> = {
  method: 'GET',
  path: '/api/drafts',
  permission: 'viewDraftList',
};

export const novelDraftRoute: Route<typeof drafts.novelDraftEndpoint> = {
  method: 'GET',
  path: '/api/drafts/{id}',
};

export const revisionDiffRoute: Route<typeof drafts.revisionDiffEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/revisions/diff',
  public: true,
};

export const revisionsRoute: Route<typeof drafts.revisionsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/revisions',
  public: true,
};

export const updateDraftValueRoute: Route<typeof drafts.updateDraftValueEndpoint> = {
  method: 'PUT',
  path: '/api/drafts/{id}/value',
};

export const healthRoute: Route<typeof health.healthEndpoint> = {
  method: 'GET',
  path: '/api/health',
  public: true,
};

export const liveEventsSubscribeRoute: Route<typeof liveEvents.liveEventsSubscribeEndpoint> = {
  method: 'GET',
  path: '/api/events/subscribe',
};

export const addContactRoute: Route<typeof messages.addContactEndpoint> = {
  method: 'POST',
  path: '/api/contacts',
  permission: 'manageContacts',
};

export const blockContactRoute: Route<typeof messages.blockContactEndpoint> = {
  method: 'PUT',
  path: '/api/contacts/{id}/block',
  permission: 'manageContacts',
};

export const contactsRoute: Route<typeof messages.contactsEndpoint> = {
  method: 'GET',
  path: '/api/contacts',
  permission: 'viewMessages',
};

export const conversationRoute: Route<typeof messages.conversationEndpoint> = {
  method: 'GET',
  path: '/api/messages/{userId}',
  permission: 'viewMessages',
};

export const deleteContactRoute: Route<typeof messages.deleteContactEndpoint> = {
  method: 'DELETE',
  path: '/api/contacts/{id}',
  permission: 'manageContacts',
};

export const deleteMessageRoute: Route<typeof messages.deleteMessageEndpoint> = {
  method: 'DELETE',
  path: '/api/messages/{id}',
};

export const sendMessageRoute: Route<typeof messages.sendMessageEndpoint> = {
  method: 'POST',
  path: '/api/messages',
  permission: 'sendMessage',
};

export const unblockContactRoute: Route<typeof messages.unblockContactEndpoint> = {
  method: 'PUT',
  path: '/api/contacts/{id}/unblock',
  permission: 'manageContacts',
};

export const updateMessageRoute: Route<typeof messages.updateMessageEndpoint> = {
  method: 'PUT',
  path: '/api/messages/{id}',
};

export const moderationLogRoute: Route<typeof moderationLog.moderationLogEndpoint> = {
  method: 'GET',
  path: '/api/log',
  public: true,
};

export const moderationLogEntriesRoute: Route<typeof moderationLog.moderationLogEntriesEndpoint> = {
  method: 'GET',
  path: '/api/log/entries',
  public: true,
};

export const publicModerationLogRoute: Route<typeof moderationLog.publicModerationLogEndpoint> = {
  method: 'GET',
  path: '/api/moderationLog',
  public: true,
};

export const createPostDraftRoute: Route<typeof posts.createPostDraftEndpoint> = {
  method: 'POST',
  path: '/api/postDrafts',
  permission: 'createDraft',
};

export const createPostUpdateDraftRoute: Route<typeof posts.createPostUpdateDraftEndpoint> = {
  method: 'POST',
  path: '/api/postDrafts/{id}',
  permission: 'createDraft',
};

export const deletePostRoute: Route<typeof posts.deletePostEndpoint> = {
  method: 'DELETE',
  path: '/api/posts/{countId}',
  permission: 'deletePost',
};

export const postByIdRoute: Route<typeof posts.postByIdEndpoint> = {
  method: 'GET',
  path: '/api/postsById/{id}',
  public: true,
};

export const postDraftRoute: Route<typeof posts.postDraftEndpoint> = {
  method: 'GET',
  path: '/api/postDrafts/{id}',
};

export const postDraftStatusRoute: Route<typeof posts.postDraftStatusEndpoint> = {
  method: 'PUT',
  path: '/api/postDrafts/{id}/status',
};

export const postDraftsRoute: Route<typeof posts.postDraftsEndpoint> = {
  method: 'GET',
  path: '/api/postDrafts',
};

export const postRoute: Route<typeof posts.postEndpoint> = {
  method: 'GET',
  path: '/api/posts/{countId}',
  public: true,
};

export const postsRoute: Route<typeof posts.postsEndpoint> = {
  method: 'GET',
  path: '/api/posts',
  public: true,
};

export const updatePostDraftValueRoute: Route<typeof posts.updatePostDraftValueEndpoint> = {
  method: 'PUT',
  path: '/api/postDrafts/{id}/value',
};

export const projectRatingsRoute: Route<typeof ratings.projectRatingsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/ratings',
  public: true,
};

export const readerRatingsRoute: Route<typeof ratings.readerRatingsEndpoint> = {
  method: 'GET',
  path: '/api/profile/{id}/ratings',
  public: true,
};

export const claimReportCaseRoute: Route<typeof reports.claimReportCaseEndpoint> = {
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/claim',
  permission: 'viewReports',
};

export const reportCasesRoute: Route<typeof reports.reportCasesEndpoint> = {
  method: 'GET',
  path: '/api/reports',
  permission: 'viewReports',
};

export const resolveReportCaseRoute: Route<typeof reports.resolveReportCaseEndpoint> = {
  method: 'PUT',
  path: '/api/reports/{kind}/{id}/resolve',
  permission: 'viewReports',
};

export const sendReportRoute: Route<typeof reports.sendReportEndpoint> = {
  method: 'POST',
  path: '/api/reports',
  permission: 'report',
};

export const addSanctionRoute: Route<typeof sanctions.addSanctionEndpoint> = {
  method: 'POST',
  path: '/api/profile/{id}/sanctions',
};

export const liftSanctionRoute: Route<typeof sanctions.liftSanctionEndpoint> = {
  method: 'PUT',
  path: '/api/sanctions/{id}/lift',
};

export const userSanctionsRoute: Route<typeof sanctions.userSanctionsEndpoint> = {
  method: 'GET',
  path: '/api/profile/{id}/sanctions',
};

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

export const markEventsViewedRoute: Route<typeof userEvents.markEventsViewedEndpoint> = {
  method: 'POST',
  path: '/api/userEvents/markViewed',
};

export const novelNotificationsRoute: Route<typeof userEvents.novelNotificationsEndpoint> = {
  method: 'GET',
  path: '/api/novels/{id}/notifications',
};

export const saveNovelNotificationsRoute: Route<typeof userEvents.saveNovelNotificationsEndpoint> =
  {
    method: 'PUT',
    path: '/api/novels/{id}/notifications',
  };

export const userEventsRoute: Route<typeof userEvents.userEventsEndpoint> = {
  method: 'GET',
  path: '/api/userEvents',
};

export const vndbSearchRoute: Route<typeof vndb.vndbSearchEndpoint> = {
  method: 'GET',
  path: '/api/vndb/search',
  permission: 'createDraft',
};
