import {
  addTranslatorMemberEndpoint,
  novelTranslationsEndpoint,
  postTranslationUpdateEndpoint,
  removeTranslatorMemberEndpoint,
  translationEndpoint,
  translationsEndpoints,
  translatorMembersEndpoint,
  translationFollowsEndpoint,
  followTranslationEndpoint,
  unfollowTranslationEndpoint,
  saveTranslationAlertsEndpoint,
  newTranslationFeedTokenEndpoint,
  revokeTranslationFeedTokenEndpoint,
  defaultTranslationAlerts,
  latestTranslationUpdatesEndpoint,
  activeTranslationsEndpoint,
} from '@vn/domain';
import { describe } from 'vitest';
import { signUpUser, useAccountsWorld } from '../accounts-fixture';
import { describeRoleTable, everyone, moderators, signedIn, type RoleCall } from '../role-table';
import { translatedProject, twoRoutes } from './translations-fixture';

/*
 * Every translations call × every kind of caller (docs/product §A1.6–A1.7), with a request valid
 * for that caller, so the status shows the right and nothing else; refused calls write nothing. A
 * reader who is not a member of the group may not post an update; staff may.
 */
describe('translations calls by role', () => {
  const {
    world,
    people: { staff },
  } = useAccountsWorld({ staff: { role: 'moderator' } });

  const project = () => translatedProject(world.api, staff);

  const calls: RoleCall[] = [
    {
      endpoint: novelTranslationsEndpoint,
      request: async () => ({
        path: '/api/translations',
        query: { novel: (await project()).novelId },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: activeTranslationsEndpoint,
      request: async () => ({
        path: '/api/translations/active',
        query: { group: (await project()).groupId, status: 'all', sort: 'percent' },
      }),
      statuses: everyone(200),
    },
    {
      endpoint: translationEndpoint,
      request: async () => ({ path: `/api/translations/${(await project()).translation._id}` }),
      statuses: everyone(200),
    },
    {
      endpoint: postTranslationUpdateEndpoint,
      request: async () => ({
        path: `/api/translations/${(await project()).translation._id}/updates`,
        json: { progress: twoRoutes, note: 'Первый рут готов' },
      }),
      statuses: { ...moderators, user: 403, 'banned user': 403 },
    },
    {
      endpoint: translatorMembersEndpoint,
      request: async () => ({ path: `/api/translators/${(await project()).groupId}/members` }),
      statuses: everyone(200),
    },
    {
      endpoint: addTranslatorMemberEndpoint,
      request: async () => ({
        path: `/api/translators/${(await project()).groupId}/members`,
        json: { user: (await signUpUser(world.api)).id },
      }),
      statuses: moderators,
    },
    {
      endpoint: removeTranslatorMemberEndpoint,
      request: async () => {
        const member = await signUpUser(world.api);
        const { groupId } = await translatedProject(world.api, staff, [member]);
        return { path: `/api/translators/${groupId}/members/${member.id}` };
      },
      statuses: moderators,
    },
    {
      endpoint: latestTranslationUpdatesEndpoint,
      request: async () => ({ path: '/api/translationUpdates', query: { limit: '5' } }),
      statuses: everyone(200),
    },
    {
      endpoint: translationFollowsEndpoint,
      request: async () => ({ path: '/api/translationFollows' }),
      statuses: signedIn,
    },
    {
      endpoint: followTranslationEndpoint,
      request: async () => ({ path: `/api/translationFollows/novel/${(await project()).novelId}` }),
      statuses: signedIn,
    },
    {
      endpoint: unfollowTranslationEndpoint,
      request: async () => ({ path: `/api/translationFollows/group/${(await project()).groupId}` }),
      statuses: signedIn,
    },
    {
      endpoint: saveTranslationAlertsEndpoint,
      request: async () => ({
        path: '/api/translationFollows/alerts',
        json: defaultTranslationAlerts,
      }),
      statuses: signedIn,
    },
    {
      endpoint: newTranslationFeedTokenEndpoint,
      request: async () => ({ path: '/api/translationFollows/feedToken' }),
      statuses: signedIn,
    },
    {
      endpoint: revokeTranslationFeedTokenEndpoint,
      request: async () => ({ path: '/api/translationFollows/feedToken' }),
      statuses: signedIn,
    },
  ];

  describeRoleTable('translations', translationsEndpoints, calls, () => world.api);
});
