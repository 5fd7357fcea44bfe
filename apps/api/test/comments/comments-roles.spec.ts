import {
  commentsEndpoint,
  commentsEndpoints,
  createCommentEndpoint,
  createReviewEndpoint,
  deleteCommentEndpoint,
  draftCommentsEndpoint,
  likeEndpoint,
  unlikeEndpoint,
  updateCommentEndpoint,
  updateReviewEndpoint,
  uploadCommentImageEndpoint,
} from '@vn/domain';
import { beforeAll, describe } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { multipart, pngImage } from '../images';
import {
  describeRoleTable,
  moderators,
  signedIn,
  everyone,
  type Caller,
  type RoleCall,
} from '../role-table';
import {
  addProject,
  commentOn,
  insertComment,
  textBody,
  TestCommentSources,
} from './comments-fixture';

const image = {
  preview: 'https://cdn.example.test/a-preview.webp',
  full: 'https://cdn.example.test/a.webp',
};
/** Refused to a banned user: writing, replying, liking, editing (libs/domain permissions). */
const notWhileBanned = { ...signedIn, 'banned user': 403 };
/** Only the item's author or staff; a banned author is still refused what a ban takes away. */
const authorOrStaff = { ...moderators };

describe('comments calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const {
    world,
    people: { someone },
  } = useAccountsWorld({ someone: {} });
  let sources: TestCommentSources;
  const api = () => world.api;

  beforeAll(async () => {
    sources = TestCommentSources.install(world.api);
  });

  /** The caller's own account; a guest acts on someone else's things (and is refused anyway). */
  const ownerOf = (caller: Caller) => caller.account ?? someone;
  const someonesComment = async () =>
    commentOn(someone.client, await addProject(api()), 'Чужой комментарий');
  /** The caller's own comment: written straight to the database, as a banned user cannot post. */
  const ownComment = async (caller: Caller) =>
    insertComment(api(), { source: await addProject(api()), createdBy: ownerOf(caller).id });

  const calls: RoleCall[] = [
    {
      endpoint: draftCommentsEndpoint,
      about: 'own draft',
      request: async (caller) => {
        const draft = sources.add('draft', ownerOf(caller).id);
        await insertComment(api(), { source: draft, sourceType: 'draft', createdBy: someone.id });
        return { path: `/api/comments/draft/${draft}` };
      },
      statuses: signedIn,
    },
    {
      endpoint: draftCommentsEndpoint,
      about: "someone else's draft",
      request: async () => ({ path: `/api/comments/draft/${sources.add('draft', someone.id)}` }),
      statuses: { ...moderators, user: 404, 'banned user': 404 },
    },
    {
      endpoint: createCommentEndpoint,
      request: async () => ({
        path: '/api/comments',
        json: {
          content: '[b]Хороший[/b] проект',
          images: [image],
          source: await addProject(api()),
          sourceType: 'game',
          review: false,
          mood: null,
        },
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: createCommentEndpoint,
      about: 'a reply',
      request: async () => {
        const top = await someonesComment();
        return {
          path: '/api/comments',
          json: {
            content: 'Согласен',
            source: top.source,
            sourceType: 'game',
            parent: top._id,
            answerComment: top._id,
          },
        };
      },
      statuses: notWhileBanned,
    },
    {
      endpoint: createCommentEndpoint,
      about: 'multipart',
      request: async () => ({
        path: '/api/comments',
        form: multipart({
          content: 'Из формы',
          source: await addProject(api()),
          sourceType: 'game',
          images: JSON.stringify([image]),
          review: 'false',
        }),
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: createCommentEndpoint,
      about: 'on own novel draft',
      request: async (caller) => ({
        path: '/api/comments',
        json: {
          content: 'К черновику',
          source: sources.add('draft', ownerOf(caller).id),
          sourceType: 'draft',
        },
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: updateCommentEndpoint,
      about: 'own comment',
      request: async (caller) => ({
        path: `/api/comments/${(await ownComment(caller))._id}`,
        json: { content: 'Исправлено', images: [image] },
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: updateCommentEndpoint,
      about: "someone else's comment",
      request: async () => ({
        path: `/api/comments/${(await someonesComment())._id}`,
        json: { content: 'Модератор исправил' },
      }),
      statuses: authorOrStaff,
    },
    {
      endpoint: deleteCommentEndpoint,
      about: "someone else's comment with a reply, force",
      request: async () => {
        const top = await someonesComment();
        await commentOn(someone.client, top.source, 'Ответ', { parent: top._id });
        return { path: `/api/comments/${top._id}`, query: { force: 'true' } };
      },
      statuses: moderators,
    },
    {
      endpoint: deleteCommentEndpoint,
      about: 'own comment (a ban leaves deleting)',
      request: async (caller) => ({ path: `/api/comments/${(await ownComment(caller))._id}` }),
      statuses: signedIn,
    },
    {
      endpoint: deleteCommentEndpoint,
      about: "someone else's comment",
      request: async () => ({ path: `/api/comments/${(await someonesComment())._id}` }),
      statuses: authorOrStaff,
    },
    {
      endpoint: deleteCommentEndpoint,
      about: "someone else's comment with a reply (staff's removal logged, docs/product §A2.10)",
      request: async () => {
        const top = await someonesComment();
        await commentOn(someone.client, top.source, 'Ответ', { parent: top._id });
        return { path: `/api/comments/${top._id}` };
      },
      statuses: authorOrStaff,
    },
    {
      endpoint: commentsEndpoint,
      request: async () => {
        const comment = await someonesComment();
        return {
          path: '/api/comments',
          query: {
            createdBy: someone.id,
            source: comment.source,
            sourceType: 'game',
            limit: '20',
            page: '0',
          },
        };
      },
      statuses: everyone(200),
    },
    {
      endpoint: likeEndpoint,
      request: async () => ({ path: `/api/likes/comment/${(await someonesComment())._id}/true` }),
      statuses: notWhileBanned,
    },
    {
      endpoint: unlikeEndpoint,
      request: async () => ({ path: `/api/likes/comment/${(await someonesComment())._id}` }),
      statuses: notWhileBanned,
    },
    {
      endpoint: uploadCommentImageEndpoint,
      request: async () => ({
        path: '/api/uploadImage/comment',
        form: multipart({}, { image: await pngImage() }),
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: createReviewEndpoint,
      request: async () => ({
        path: '/api/novelReviews',
        json: {
          novel: await addProject(api()),
          body: textBody('[i]Отличная[/i] новелла'),
          mood: 0,
        },
      }),
      statuses: notWhileBanned,
    },
    {
      endpoint: updateReviewEndpoint,
      about: 'own review',
      request: async (caller) => {
        const novel = await addProject(api());
        const review = await insertComment(api(), {
          source: novel,
          createdBy: ownerOf(caller).id,
          review: true,
          version: 2,
          body: textBody('Было'),
          content: 'Было',
        });
        return {
          path: `/api/novelReviews/${review._id}`,
          json: { body: textBody('Стало лучше'), mood: 1 },
        };
      },
      statuses: notWhileBanned,
    },
  ];

  describeRoleTable('comments', commentsEndpoints, calls, api);
});
