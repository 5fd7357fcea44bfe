import {
  draftStatuses,
  isDraftStatusChangeAllowed,
  type Actor,
  type DraftStatus,
  type NovelDraftType,
  novelDraftSummary,
} from '@vn/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountsWorld } from '../accounts-fixture';
import { addNovels } from '../catalogue/catalogue-fixture';
import type { Answer } from '../http-client';
import { insertDraft, storedDraft } from './drafts-fixture';

/*
 * Every move of the novel draft machine (docs/product §4 Novel draft) over HTTP, for both draft types,
 * from every status to every status, as the draft's creator, the project's owner, another user and
 * a moderator. The table below is docs/product read by hand; the test also checks the domain's machine
 * agrees with it, so a change to either shows.
 */

type ActorName = 'creator' | 'owner' | 'other' | 'moderator';
type Move = `${DraftStatus}>${DraftStatus}`;

const moderatorMoves: Move[] = [
  'created>applied',
  'created>waitApprove', // "Отложить"
  'waitApprove>created',
  'waitApprove>approved',
  'waitApprove>applied',
  'waitApprove>declined',
  'approved>applied',
  'approved>waitApprove', // "Отложить"
  'approved>declined',
  'declined>created',
];
const creatorMoves: Move[] = ['created>waitApprove', 'waitApprove>created', 'declined>created'];

/** Who may make which move (docs/product §4, §6); a missing actor may not even see the draft. */
const allowedMoves: Record<
  NovelDraftType & ('createNovel' | 'updateNovel'),
  Record<ActorName, Move[] | 'hidden'>
> = {
  createNovel: {
    creator: creatorMoves,
    // Owning some project gives no right over a draft of a new one.
    owner: 'hidden',
    other: 'hidden',
    moderator: moderatorMoves,
  },
  updateNovel: {
    creator: creatorMoves,
    // §4: approve "novel owner or moderator"; apply right for update-type: "novel owner or moderator".
    owner: ['created>applied', 'waitApprove>approved', 'waitApprove>applied', 'approved>applied'],
    other: 'hidden',
    moderator: moderatorMoves,
  },
};

const cases = (['createNovel', 'updateNovel'] as const).flatMap((type) =>
  draftStatuses.flatMap((from) =>
    draftStatuses.flatMap((to) =>
      (['creator', 'owner', 'other', 'moderator'] as const).map((actor) => ({
        type,
        from,
        to,
        actor,
      })),
    ),
  ),
);

describe('novel draft status machine over HTTP (docs/product §4)', () => {
  const { world, people } = useAccountsWorld<ActorName>({
    creator: {},
    owner: {},
    other: {},
    moderator: { role: 'moderator' },
  });
  let projectId: string;

  beforeAll(async () => {
    projectId = (await addNovels(world.api, [{ name: 'Проект для правок' }]))[0]!._id;
    const owned = await people.moderator.client.post(
      `/api/novels/${projectId}/owner/${people.owner.id}`,
    );
    expect(owned.status).toBe(200);
  });

  const actorOf = (name: ActorName): Actor => ({
    id: people[name].id,
    role: name === 'moderator' ? 'moderator' : 'staff',
    ban: null,
    ownedNovelIds: name === 'owner' ? [projectId] : [],
  });

  it.each(cases)('$type: $from → $to as $actor', async ({ type, from, to, actor }) => {
    const rights = allowedMoves[type][actor];
    const allowed = rights !== 'hidden' && rights.includes(`${from}>${to}`);
    const draft = await insertDraft(world.api, {
      createdBy: people.creator.id,
      status: from,
      novel: type === 'updateNovel' ? projectId : null,
    });
    expect(
      isDraftStatusChangeAllowed({
        draft: novelDraftSummary(draft),
        actor: actorOf(actor),
        to,
        now: new Date(),
      }),
      'the domain machine agrees with the table',
    ).toBe(allowed);

    const answer = await people[actor].client.put<Answer<{ status: string; url: string | null }>>(
      `/api/drafts/${draft._id}/status?anivisual=true`,
      { status: to },
    );
    const after = await storedDraft(world.api, draft._id);
    if (allowed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result.status).toBe(to);
      expect(after?.status).toBe(to);
      expect(after?.applying).toBeNull();
      if (to === 'applied') {
        expect(answer.body.result.url).toEqual(expect.any(String));
        const page = await people.other.client.get(
          `/api/novelByUrl/${encodeURIComponent(answer.body.result.url!)}`,
        );
        expect(page.status).toBe(200);
      }
    } else {
      expect(answer.status, JSON.stringify(answer.body)).toBe(rights === 'hidden' ? 404 : 403);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(after).toEqual(draft);
    }
  });
});
