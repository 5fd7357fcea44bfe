import {
  draftMergeEndpoint,
  draftReviewEndpoints,
  fieldReviewMessages,
  novelDraftValueSchema,
  reviewDraftEndpoint,
  type NovelDraftValueInput,
} from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { useAccountsWorld, type TestUser } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import type { Answer } from '../http-client';
import { describeRoleTable, moderators, signedIn, type Caller, type RoleCall } from '../role-table';
import { insertDraft, storedDraft, uniqueName } from './drafts-fixture';

type Merge = { fields: { field: string; outcome: string }[]; stale: boolean; mayReview: boolean };
type ReviewAnswer = { status: string; url: string; changed: string[]; rejected: string[] };
type Page = Record<string, unknown> & { _id: string; name: string; url: string };

const draftFields = Object.keys(novelDraftValueSchema.shape);

/** The project's fields as the edit form loads them: the page's fields a draft value has. */
function formValueOf(page: Page): NovelDraftValueInput {
  return Object.fromEntries(
    draftFields.filter((field) => field in page).map((field) => [field, page[field]]),
  ) as unknown as NovelDraftValueInput;
}

/**
 * Reviewing an edit field by field (docs/product §A4): the merge of the draft's base, the project
 * now and the proposal; decisions applied as one revision credited to the author; rejected fields
 * back to the author; nothing overwritten silently; two reviewers never both apply.
 */
describe('an edit draft reviewed field by field (docs/product §A4)', () => {
  const {
    world,
    people: { reader, moderator, other },
  } = useAccountsWorld({
    reader: {},
    moderator: { role: 'moderator' },
    other: { role: 'moderator' },
  });

  const projectPage = async (id: string, by: TestUser = moderator) =>
    (await by.client.get<Answer<Page>>(`/api/novels/${id}`)).body.result;

  const newProject = async () => {
    const [project] = await addNovels(world.api, [
      { name: uniqueName('Проект'), description: 'Старое описание', alternativeNames: ['Old'] },
    ]);
    return projectPage(project!._id);
  };

  /** An edit proposed through the API, as the form sends it (the base is the page it loaded). */
  const propose = async (
    by: TestUser,
    page: Page,
    changes: Partial<NovelDraftValueInput>,
    options: { base?: boolean } = { base: true },
  ) => {
    const loaded = formValueOf(page);
    const answer = await by.client.post<Answer<{ _id: string }>>('/api/drafts/novels', {
      _id: page._id,
      value: { ...loaded, ...changes },
      ...(options.base ? { base: loaded } : {}),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result._id;
  };

  /** A moderator's own edit, applied at once ("Применить изменения"). */
  const editDirectly = async (page: Page, changes: Partial<NovelDraftValueInput>) => {
    const id = await propose(moderator, page, changes);
    const applied = await moderator.client.put(`/api/drafts/${id}/status`, { status: 'applied' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  };

  const mergeOf = async (draftId: string, by: TestUser = moderator) => {
    const answer = await by.client.get<Answer<Merge>>(`/api/drafts/${draftId}/review`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result;
  };
  const outcomes = (merge: Merge) =>
    Object.fromEntries(
      merge.fields
        .filter((each) => each.outcome !== 'untouched')
        .map((each) => [each.field, each.outcome]),
    );

  it('accepts two fields, returns the third with its reason, keeps a change made meanwhile, and the author sends the third again', async () => {
    const page = await newProject();
    const name = uniqueName('Новое имя');
    const draftId = await propose(reader, page, {
      name,
      alternativeNames: ['Old', 'Natsu'],
      description: 'Новое описание',
    });
    await reader.client.put(`/api/drafts/${draftId}/status`, { status: 'waitApprove' });
    // Meanwhile a moderator changes the project's status: the draft's base is now stale.
    await editDirectly(page, { status: 'inProcess' });

    const merge = await mergeOf(draftId);
    expect(outcomes(merge)).toEqual({
      name: 'proposed',
      alternativeNames: 'proposed',
      description: 'proposed',
      status: 'theirs',
    });
    expect(merge).toMatchObject({ stale: true, mayReview: true });
    expect((await mergeOf(draftId, reader)).mayReview).toBe(false);
    const list = await moderator.client.get<
      Answer<{ drafts: { _id: string; staleBase?: boolean }[] }>
    >('/api/drafts?type=novel&status=active');
    expect(list.body.result.drafts.find((each) => each._id === draftId)?.staleBase).toBe(true);

    const reviewed = await moderator.client.put<Answer<ReviewAnswer>>(
      `/api/drafts/${draftId}/review`,
      {
        decisions: [
          { field: 'name', decision: 'accept' },
          { field: 'alternativeNames', decision: 'adjust', value: ['Old', 'Нацу'] },
          { field: 'description', decision: 'reject', reason: 'unsourced', text: 'Дайте ссылку' },
        ],
      },
    );
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.result).toMatchObject({
      status: 'created',
      changed: ['name', 'alternativeNames'],
      rejected: ['description'],
    });

    const after = await projectPage(page._id);
    expect(after).toMatchObject({
      name,
      alternativeNames: ['Old', 'Нацу'],
      description: 'Старое описание',
      status: 'inProcess',
    });
    const revisions = await moderator.client.get<
      Answer<{ revisions: { by: { username: string }; changedFields: string[] }[] }>
    >(`/api/novels/${page._id}/revisions`);
    expect(revisions.body.result.revisions[0]).toMatchObject({
      by: { username: reader.username },
      changedFields: ['name', 'alternativeNames'],
    });

    // Back with the author: only the description is still proposed, over the project as it now is.
    const back = await reader.client.get<Answer<{ status: string; review: unknown }>>(
      `/api/drafts/${draftId}`,
    );
    expect(back.body.result).toMatchObject({
      status: 'created',
      review: {
        by: { username: moderator.username },
        accepted: ['name', 'alternativeNames'],
        rejected: [{ field: 'description', reason: 'unsourced', text: 'Дайте ссылку' }],
      },
    });
    expect(outcomes(await mergeOf(draftId, reader))).toEqual({ description: 'proposed' });

    // The author revises the description and sends it again; the moderator applies it.
    const revised = formValueOf(await projectPage(page._id, reader));
    const saved = await reader.client.put(`/api/drafts/${draftId}/value`, {
      value: { ...revised, description: 'Описание со ссылкой' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await reader.client.put(`/api/drafts/${draftId}/status`, { status: 'waitApprove' });
    const applied = await moderator.client.put(`/api/drafts/${draftId}/status`, {
      status: 'applied',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await projectPage(page._id)).toMatchObject({
      name,
      description: 'Описание со ссылкой',
      status: 'inProcess',
    });
  });

  it('merges by itself what only one side changed, and refuses to apply whole what both changed differently', async () => {
    const page = await newProject();
    const draftId = await propose(reader, page, {
      description: 'Описание автора',
      alternativeNames: ['Old', 'Natsu'],
    });
    await editDirectly(page, { description: 'Описание модератора', status: 'inProcess' });

    expect(outcomes(await mergeOf(draftId))).toEqual({
      alternativeNames: 'proposed',
      description: 'conflict',
      status: 'theirs',
    });
    const whole = await moderator.client.put<Answer<never>>(`/api/drafts/${draftId}/status`, {
      status: 'applied',
    });
    expect(whole.status).toBe(409);
    expect(whole.body.message).toContain('«Описание»');
    expect(await projectPage(page._id)).toMatchObject({ description: 'Описание модератора' });

    const reviewed = await moderator.client.put<Answer<ReviewAnswer>>(
      `/api/drafts/${draftId}/review`,
      {
        decisions: [
          { field: 'alternativeNames', decision: 'accept' },
          { field: 'description', decision: 'adjust', value: 'Описание автора и модератора' },
        ],
      },
    );
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.result.status).toBe('applied');
    expect(await projectPage(page._id)).toMatchObject({
      alternativeNames: ['Old', 'Natsu'],
      description: 'Описание автора и модератора',
      status: 'inProcess',
    });
  });

  it('takes the form’s base, so a change made while the author typed is not undone', async () => {
    const page = await newProject();
    await editDirectly(page, { status: 'inProcess' });
    // The author's form loaded the project before that change, and sends its status unchanged.
    const draftId = await propose(reader, page, { alternativeNames: ['Old', 'Natsu'] });
    expect(outcomes(await mergeOf(draftId))).toEqual({
      alternativeNames: 'proposed',
      status: 'theirs',
    });
    const applied = await moderator.client.put(`/api/drafts/${draftId}/status`, {
      status: 'applied',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await projectPage(page._id)).toMatchObject({ status: 'inProcess' });
  });

  it('answers the merge of a draft whose base lacks fields (a form that sent only some)', async () => {
    const page = await newProject();
    const loaded = formValueOf(page);
    const created = await reader.client.post<Answer<{ _id: string }>>('/api/drafts/novels', {
      _id: page._id,
      value: { ...loaded, description: 'Новое' },
      base: { name: loaded.name, description: loaded.description },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const merge = await mergeOf(created.body.result._id);
    expect(merge.fields.find((each) => each.field === 'description')?.outcome).toBe('proposed');
  });

  it('refuses an incomplete or unexplained review with its reason, and writes nothing', async () => {
    const page = await newProject();
    const draftId = await propose(reader, page, { name: uniqueName('Имя'), description: 'Другое' });
    const before = await storedDraft(world.api, draftId);
    const cases = [
      { decisions: [{ field: 'name', decision: 'accept' }], message: fieldReviewMessages.missing },
      {
        decisions: [
          { field: 'name', decision: 'accept' },
          { field: 'description', decision: 'accept' },
          { field: 'tags', decision: 'accept' },
        ],
        message: fieldReviewMessages.unknown,
      },
      {
        decisions: [
          { field: 'name', decision: 'accept' },
          { field: 'description', decision: 'reject', reason: 'other', text: '  ' },
        ],
        message: fieldReviewMessages.rejectionText,
      },
      {
        decisions: [
          { field: 'name', decision: 'adjust', value: '' },
          { field: 'description', decision: 'accept' },
        ],
        message: 'Нет названия',
      },
    ];
    for (const { decisions, message } of cases) {
      const answer = await moderator.client.put<Answer<never>>(`/api/drafts/${draftId}/review`, {
        decisions,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect(await storedDraft(world.api, draftId)).toEqual(before);
    expect((await projectPage(page._id)).name).toBe(page.name);
  });

  it('lets one of two moderators reviewing at once win; the other is told', async () => {
    const page = await newProject();
    const draftId = await propose(reader, page, { description: 'Новое' });
    const decisions = [{ field: 'description', decision: 'accept' }];
    const answers = await Promise.all(
      [moderator, other].map((each) =>
        each.client.put<Answer<never>>(`/api/drafts/${draftId}/review`, { decisions }),
      ),
    );
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    const revisions = await moderator.client.get<Answer<{ revisions: unknown[] }>>(
      `/api/novels/${page._id}/revisions`,
    );
    // The baseline and the one apply: never two.
    expect(revisions.body.result.revisions).toHaveLength(2);
  });

  it('keeps a reviewer’s words on a declined draft for its author', async () => {
    const page = await newProject();
    const draftId = await propose(reader, page, { description: 'Новое' });
    await reader.client.put(`/api/drafts/${draftId}/status`, { status: 'waitApprove' });
    const declined = await moderator.client.put(`/api/drafts/${draftId}/status`, {
      status: 'declined',
      reason: 'Повтор черновика 12',
    });
    expect(declined.status).toBe(200);
    const seen = await reader.client.get<Answer<{ review: unknown }>>(`/api/drafts/${draftId}`);
    expect(seen.body.result.review).toMatchObject({
      by: { username: moderator.username },
      reason: 'Повтор черновика 12',
      accepted: [],
      rejected: [],
    });
  });

  it('says a new project’s draft has nothing to merge', async () => {
    const created = await reader.client.post<Answer<{ _id: string }>>('/api/drafts/novels', {
      value: { name: uniqueName('Новый') },
    });
    const answer = await reader.client.get<Answer<never>>(
      `/api/drafts/${created.body.result._id}/review`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(fieldReviewMessages.notReviewable);
  });

  describe('× roles', () => {
    /** An edit draft of the caller's own (a guest's request names the reader's). */
    const ownEdit = async (caller: Caller) => {
      const page = await newProject();
      const draft = await insertDraft(world.api, {
        createdBy: caller.account?.id ?? reader.id,
        status: 'created',
        novel: page._id,
        value: { ...formValueOf(page), description: 'Новое' },
      });
      return draft._id;
    };
    const calls: RoleCall[] = [
      {
        endpoint: draftMergeEndpoint,
        request: async (caller) => ({ path: `/api/drafts/${await ownEdit(caller)}/review` }),
        statuses: signedIn,
      },
      {
        endpoint: reviewDraftEndpoint,
        request: async (caller) => ({
          path: `/api/drafts/${await ownEdit(caller)}/review`,
          json: { decisions: [{ field: 'description', decision: 'accept' }] },
        }),
        statuses: moderators,
      },
    ];
    describeRoleTable('draft review', draftReviewEndpoints, calls, () => world.api);
  });
});
