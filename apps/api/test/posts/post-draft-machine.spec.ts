import {
  can,
  draftStatuses,
  postDraftMachine,
  type Actor,
  type DraftStatus,
  type PostDraftSummary,
  type PostDraftView,
} from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../../src/features/users/users.repository';
import { useAccountsWorld, type TestUser } from '../accounts-fixture';
import type { Answer } from '../http-client';
import { createDraft, forceDraftStatus, putStatus, storedDraft } from './posts-fixture';

/*
 * The post draft machine (docs/product §4 Post draft actions; libs/domain postDraftMachine) through
 * `PUT /api/postDrafts/{id}/status`: every pair of statuses, as the draft's creator, another user, a
 * novel owner and a moderator. A pair is allowed when a row of the machine leads from one to the other
 * and the actor has that row's right (`can`); then the status moves. Otherwise the answer is 403, or
 * 404 when the actor may not even see the draft, and the stored draft is unchanged. The cases come
 * from the table, so a new row (or status) is tested without touching this file.
 *
 * Novel ownership gives no right over article drafts (the domain's `ownsDraftNovel` is about novel
 * drafts only): a novel owner is just another user here, and the table below proves it.
 */
const actorKinds = ['creator', 'another user', 'novel owner', 'moderator'] as const;
type ActorKind = (typeof actorKinds)[number];

const cases = draftStatuses.flatMap((from) =>
  draftStatuses.flatMap((to) => actorKinds.map((kind) => ({ from, to, kind }))),
);

/** What the machine table says: 200 (moves), 403 (visible, not allowed) or 404 (not visible). */
function expectedStatus(actor: Actor, draft: PostDraftSummary, to: DraftStatus): number {
  if (!can({ actor, action: 'viewDraft', subject: draft })) return 404;
  const rows = postDraftMachine.filter((row) => row.from === draft.status && row.to === to);
  const allowed = rows.some((row) => can({ actor, action: row.requires, subject: draft }));
  return allowed ? 200 : 403;
}

describe('the post draft machine through PUT /api/postDrafts/{id}/status (docs/product §4)', () => {
  const {
    world,
    people: { creator, other, owner, moderator },
  } = useAccountsWorld({ creator: {}, other: {}, owner: {}, moderator: { role: 'moderator' } });
  const users = {} as Record<ActorKind, { user: TestUser; actor: Actor }>;
  const api = () => world.api;

  beforeAll(async () => {
    const ownedNovelIds = ['0123456789abcdef0123abcd'];
    await world.api.app.get(UsersRepository).update(owner.id, { ownedNovelIds });
    const actor = (user: TestUser, role: Actor['role'], owned: string[] = []): Actor => ({
      id: user.id,
      role,
      ownedNovelIds: owned,
    });
    users.creator = { user: creator, actor: actor(creator, 'staff') };
    users['another user'] = { user: other, actor: actor(other, 'staff') };
    users['novel owner'] = { user: owner, actor: actor(owner, 'staff', ownedNovelIds) };
    users.moderator = { user: moderator, actor: actor(moderator, 'moderator') };
  });

  it('covers every status-changing row of the machine with a case that moves the status', () => {
    const moving = postDraftMachine.filter((row) => row.to !== null);
    expect(moving.length).toBeGreaterThan(0);
    for (const row of moving) {
      const summary: PostDraftSummary = {
        kind: 'post',
        id: 'x',
        type: 'create',
        status: row.from,
        createdById: 'creator',
      };
      const movers = actorKinds.filter((kind) => {
        const actor =
          kind === 'creator' ? { ...users.creator.actor, id: 'creator' } : users[kind].actor;
        return expectedStatus(actor, summary, row.to!) === 200;
      });
      expect(movers, `${row.from} → ${row.to} (${row.action})`).not.toEqual([]);
    }
  });

  it.each(cases)('$from → $to as $kind', async ({ from, to, kind }) => {
    const draft = await createDraft(creator.client);
    await forceDraftStatus(api(), draft._id, from);
    const summary: PostDraftSummary = {
      kind: 'post',
      id: draft._id,
      title: draft.title,
      type: draft.type,
      status: from,
      createdById: creator.id,
    };
    const { user, actor } = users[kind];
    const expected = expectedStatus(actor, summary, to);
    const before = await storedDraft(api(), draft._id);

    const answer = await putStatus(user.client, draft._id, to);
    expect(answer.status, JSON.stringify(answer.body)).toBe(expected);

    // Re-read as the creator, who always sees their draft.
    const reread = await creator.client.get<Answer<{ draft: PostDraftView }>>(
      `/api/postDrafts/${draft._id}`,
    );
    if (expected === 200) {
      expect(answer.body.result.draft.status).toBe(to);
      expect(reread.body.result.draft.status).toBe(to);
      if (to === 'applied') expect(answer.body.result.countId).toEqual(expect.any(Number));
    } else {
      expect(reread.body.result.draft.status).toBe(from);
      expect(await storedDraft(api(), draft._id)).toEqual(before);
    }
  });
});
