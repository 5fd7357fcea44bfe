import {
  createPostDraftEndpoint,
  createPostUpdateDraftEndpoint,
  deletePostEndpoint,
  postByIdEndpoint,
  postDraftEndpoint,
  postDraftsEndpoint,
  postDraftStatusEndpoint,
  postEndpoint,
  postsEndpoint,
  postsEndpoints,
  updatePostDraftValueEndpoint,
} from '@vn/domain';
import { describe } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { multipart, pngImage } from '../images';
import {
  describeRoleTable,
  everyone,
  moderators,
  signedIn,
  type Caller,
  type RoleCall,
  type Role,
} from '../role-table';
import { createDraft, publishedPost, putStatus, textBody, uniqueTitle } from './posts-fixture';

/*
 * Every posts call (docs/product §7) × every kind of caller (§6), with a request valid for that caller, so
 * the status shows the right and nothing else; refused calls write nothing. Then the calls with a
 * body, a query or an id are walked with bad input as an administrator.
 *
 * A draft someone may not see answers 404 ("Not Found"), not 403: its existence is not shown
 * (docs/product §4: visible only to its creator or a moderator).
 */
const someoneElses = (forUser: number): Record<Role, number> => ({
  guest: 401,
  user: forUser,
  'banned user': forUser,
  moderator: 200,
  administrator: 200,
});

describe('posts calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const {
    world,
    people: { staff, stranger },
  } = useAccountsWorld({ staff: { role: 'moderator' }, stranger: {} });

  /** The caller's own client, or (a guest has no account) a stranger's. */
  const ownClient = (caller: Caller) => (caller.account ? caller.client : stranger.client);
  const content = () => ({
    section: 'tech',
    title: uniqueTitle(),
    body: textBody('Текст [i]статьи[/i]'),
    shortDescription: 'Коротко',
  });
  const edit = () => ({ section: 'site', title: uniqueTitle('Правка'), body: textBody('Иначе') });

  const calls: RoleCall[] = [
    {
      endpoint: postsEndpoint,
      request: async () => ({ path: '/api/posts', query: { section: 'common', my: 'true' } }),
      statuses: everyone(200),
    },
    {
      endpoint: postEndpoint,
      request: async () => ({
        path: `/api/posts/${(await publishedPost(stranger.client, staff.client)).countId}`,
      }),
      statuses: everyone(200),
    },
    {
      endpoint: deletePostEndpoint,
      about: "someone else's article (ours: moderators only, docs/product §6)",
      request: async () => ({
        path: `/api/posts/${(await publishedPost(stranger.client, staff.client)).countId}`,
      }),
      statuses: moderators,
    },
    {
      endpoint: deletePostEndpoint,
      about: 'own article',
      request: async (caller) => ({
        path: `/api/posts/${(await publishedPost(ownClient(caller), staff.client)).countId}`,
      }),
      statuses: moderators,
    },
    {
      endpoint: postByIdEndpoint,
      request: async () => ({
        path: `/api/postsById/${(await publishedPost(stranger.client, staff.client)).id}`,
      }),
      statuses: everyone(200),
    },
    {
      endpoint: createPostDraftEndpoint,
      request: async () => ({ path: '/api/postDrafts', json: content() }),
      // Drafts speak to no one: a ban leaves them (libs/domain permissions).
      statuses: signedIn,
    },
    {
      endpoint: createPostDraftEndpoint,
      about: 'multipart with a poster',
      request: async () => {
        const { body, ...fields } = content();
        return {
          path: '/api/postDrafts',
          form: multipart({ ...fields, body: JSON.stringify(body) }, { poster: await pngImage() }),
        };
      },
      statuses: signedIn,
    },
    {
      endpoint: createPostDraftEndpoint,
      about: "an update draft of someone else's article",
      request: async () => ({
        path: '/api/postDrafts',
        json: { ...edit(), post: (await publishedPost(stranger.client, staff.client)).id },
      }),
      statuses: someoneElses(403),
    },
    {
      endpoint: postDraftsEndpoint,
      request: async () => ({ path: '/api/postDrafts', query: { page: '0', status: 'active' } }),
      statuses: signedIn,
    },
    {
      endpoint: postDraftEndpoint,
      about: 'own draft',
      request: async (caller) => ({
        path: `/api/postDrafts/${(await createDraft(ownClient(caller)))._id}`,
      }),
      statuses: signedIn,
    },
    {
      endpoint: postDraftEndpoint,
      about: "someone else's draft",
      request: async () => ({
        path: `/api/postDrafts/${(await createDraft(stranger.client))._id}`,
      }),
      statuses: someoneElses(404),
    },
    {
      endpoint: updatePostDraftValueEndpoint,
      about: 'own draft',
      request: async (caller) => ({
        path: `/api/postDrafts/${(await createDraft(ownClient(caller)))._id}/value`,
        json: { value: content() },
      }),
      statuses: signedIn,
    },
    {
      endpoint: updatePostDraftValueEndpoint,
      about: "someone else's draft",
      request: async () => ({
        path: `/api/postDrafts/${(await createDraft(stranger.client))._id}/value`,
        json: { value: content() },
      }),
      statuses: someoneElses(404),
    },
    {
      endpoint: postDraftStatusEndpoint,
      about: 'own draft sent to review',
      request: async (caller) => ({
        path: `/api/postDrafts/${(await createDraft(ownClient(caller)))._id}/status`,
        json: { status: 'waitApprove' },
      }),
      statuses: signedIn,
    },
    {
      endpoint: postDraftStatusEndpoint,
      about: 'own draft on review accepted ("Принять" is a moderator\'s)',
      request: async (caller) => {
        const draft = await createDraft(ownClient(caller));
        await putStatus(ownClient(caller), draft._id, 'waitApprove');
        return { path: `/api/postDrafts/${draft._id}/status`, json: { status: 'approved' } };
      },
      statuses: { ...signedIn, user: 403, 'banned user': 403 },
    },
    {
      endpoint: postDraftStatusEndpoint,
      about: "someone else's draft on review accepted",
      request: async () => {
        const draft = await createDraft(stranger.client);
        await putStatus(stranger.client, draft._id, 'waitApprove');
        return { path: `/api/postDrafts/${draft._id}/status`, json: { status: 'approved' } };
      },
      statuses: someoneElses(404),
    },
    {
      endpoint: createPostUpdateDraftEndpoint,
      about: 'own article',
      request: async (caller) => ({
        path: `/api/postDrafts/${(await publishedPost(ownClient(caller), staff.client)).id}`,
        json: edit(),
      }),
      statuses: signedIn,
    },
    {
      endpoint: createPostUpdateDraftEndpoint,
      about: "someone else's article",
      request: async () => ({
        path: `/api/postDrafts/${(await publishedPost(stranger.client, staff.client)).id}`,
        json: edit(),
      }),
      statuses: someoneElses(403),
    },
  ];

  describeRoleTable('posts', postsEndpoints, calls, () => world.api);
});
