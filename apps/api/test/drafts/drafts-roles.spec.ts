import {
  changeDraftStatusEndpoint,
  createNovelDraftEndpoint,
  deleteDraftEndpoint,
  draftListEndpoint,
  draftsEndpoints,
  novelDraftEndpoint,
  revisionDiffEndpoint,
  revisionsEndpoint,
  updateDraftValueEndpoint,
} from '@vn/domain';
import { describe, expect } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import type { Answer } from '../http-client';
import { multipart, pngImage } from '../images';
import { describeRoleTable, everyone, signedIn, type Caller, type RoleCall } from '../role-table';
import { draftValue, insertDraft, uniqueName } from './drafts-fixture';

describe('novel draft and revision calls × roles, and bad input to each (docs/product §6, §7)', () => {
  const {
    world,
    people: { someone, staff },
  } = useAccountsWorld({ someone: {}, staff: { role: 'moderator' } });
  const api = () => world.api;

  /** A draft of the caller's own (a guest's request names someone else's). */
  const ownDraft = async (caller: Caller) =>
    insertDraft(api(), { createdBy: caller.account?.id ?? someone.id, status: 'created' });

  /** A project with one revision: added through an applied draft. */
  const projectWithRevision = async () => {
    const draft = await insertDraft(api(), { createdBy: staff.id, status: 'created' });
    const applied = await staff.client.put<Answer<{ url: string }>>(
      `/api/drafts/${draft._id}/status`,
      { status: 'applied' },
    );
    expect(applied.status).toBe(200);
    const page = await staff.client.get<Answer<{ _id: string }>>(
      `/api/novelByUrl/${encodeURIComponent(applied.body.result.url)}`,
    );
    return page.body.result._id;
  };

  const calls: RoleCall[] = [
    {
      endpoint: createNovelDraftEndpoint,
      request: async () => ({ path: '/api/drafts/novels', json: { value: draftValue() } }),
      statuses: signedIn,
    },
    {
      endpoint: createNovelDraftEndpoint,
      about: 'multipart, with a poster and a screenshot',
      request: async () => ({
        path: '/api/drafts/novels',
        form: multipart(
          {
            value: JSON.stringify(draftValue()),
            attachedImagesMeta: JSON.stringify({ poster: { erotic: true } }),
          },
          { poster: await pngImage(), screenshots: await pngImage() },
        ),
      }),
      statuses: signedIn,
    },
    {
      endpoint: novelDraftEndpoint,
      request: async (caller) => ({ path: `/api/drafts/${(await ownDraft(caller))._id}` }),
      statuses: signedIn,
    },
    {
      endpoint: draftListEndpoint,
      request: async () => ({
        path: '/api/drafts',
        query: { page: '0', type: 'novel', status: 'active' },
      }),
      statuses: signedIn,
    },
    {
      endpoint: updateDraftValueEndpoint,
      request: async (caller) => ({
        path: `/api/drafts/${(await ownDraft(caller))._id}/value`,
        json: { value: draftValue({ name: uniqueName('Новое имя') }) },
      }),
      statuses: signedIn,
    },
    {
      endpoint: changeDraftStatusEndpoint,
      // Everyone moves their own new draft to review: users by "Отправить на ревью", moderators,
      // who may apply and so have no such button, by "Отложить".
      request: async (caller) => ({
        path: `/api/drafts/${(await ownDraft(caller))._id}/status`,
        query: { anivisual: 'true' },
        json: { status: 'waitApprove' },
      }),
      statuses: signedIn,
    },
    {
      endpoint: deleteDraftEndpoint,
      request: async (caller) => ({ path: `/api/drafts/${(await ownDraft(caller))._id}` }),
      statuses: signedIn,
    },
    {
      endpoint: revisionsEndpoint,
      request: async () => ({
        path: `/api/novels/${(await addNovels(api(), [{ name: uniqueName('Проект') }]))[0]!._id}/revisions`,
      }),
      statuses: everyone(200),
    },
    {
      endpoint: revisionDiffEndpoint,
      request: async () => ({
        path: `/api/novels/${await projectWithRevision()}/revisions/diff`,
        query: { from: '0', to: '1' },
      }),
      statuses: everyone(200),
    },
  ];

  describeRoleTable('drafts', draftsEndpoints, calls, api);
});
