import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../accounts/permissions';
import {
  acceptEveryField,
  applyFieldReview,
  conflictingFields,
  isBaseStale,
  mayReviewFields,
  unreviewedFieldsMerged,
  wholeApplyRefusal,
  mergeProjectFields,
  proposedFields,
  returnedProposal,
  type FieldDecision,
  type ProjectFields,
} from './field-review';
import { projectChangeFields, sameToReader, type ProjectChangeField } from './project-changes';
import type { NovelDraftSummary } from './status';

const base: ProjectFields = {
  name: 'Лето',
  alternativeNames: ['Summer'],
  description: 'Старое описание',
  tags: ['t1'],
  status: 'released',
};

describe('mergeProjectFields: three ways (docs/product §A4)', () => {
  it('names each field’s outcome: untouched, theirs, proposed, same, conflict', () => {
    const current = { ...base, description: 'Описание поправили', status: 'finished' };
    const proposed = {
      ...base,
      name: 'Лето!',
      description: 'Новое описание',
      status: 'finished',
    };
    const outcomes = Object.fromEntries(
      mergeProjectFields({ base, current, proposed }).map((merge) => [merge.field, merge.outcome]),
    );
    expect(outcomes).toMatchObject({
      name: 'proposed',
      alternativeNames: 'untouched',
      description: 'conflict',
      status: 'same',
      tags: 'untouched',
    });
    expect(isBaseStale(mergeProjectFields({ base, current, proposed }))).toBe(true);
    expect(isBaseStale(mergeProjectFields({ base, current: base, proposed }))).toBe(false);
  });
});

describe('applyFieldReview', () => {
  const current = { ...base, tags: ['t1', 't2'] };
  const proposed = {
    ...base,
    name: 'Лето!',
    alternativeNames: ['Summer', 'Natsu'],
    description: 'Новое',
  };
  const merges = mergeProjectFields({ base, current, proposed });

  it('applies the accepted and adjusted fields over the project as it now is, and returns the rejected', () => {
    const decisions: FieldDecision[] = [
      { field: 'name', decision: 'accept' },
      { field: 'alternativeNames', decision: 'adjust', value: ['Summer', 'Нацу'] },
      { field: 'description', decision: 'reject', reason: 'unsourced', text: '' },
    ];
    const result = applyFieldReview(merges, decisions);
    if (!result.ok) throw new Error('refused');
    expect(result.applied).toMatchObject({
      name: 'Лето!',
      alternativeNames: ['Summer', 'Нацу'],
      description: 'Старое описание',
      // The project's own change since the draft stays.
      tags: ['t1', 't2'],
    });
    expect(result.changed).toEqual(['name', 'alternativeNames']);
    expect(result.rejected.map((each) => each.field)).toEqual(['description']);
    expect(returnedProposal(merges, result)).toMatchObject({
      name: 'Лето!',
      description: 'Новое',
      tags: ['t1', 't2'],
    });
  });

  it('refuses a review that leaves a proposed field undecided, decides an unproposed one, or rejects «Другое» without words', () => {
    expect(applyFieldReview(merges, [{ field: 'name', decision: 'accept' }])).toMatchObject({
      ok: false,
      missing: ['alternativeNames', 'description'],
    });
    const all: FieldDecision[] = proposedFields(merges).map((field) => ({
      field,
      decision: 'accept',
    }));
    expect(applyFieldReview(merges, [...all, { field: 'tags', decision: 'accept' }])).toMatchObject(
      {
        ok: false,
        unknown: ['tags'],
      },
    );
    const unexplained = all.map((each) =>
      each.field === 'name'
        ? ({ field: 'name', decision: 'reject', reason: 'other', text: ' ' } as const)
        : each,
    );
    expect(applyFieldReview(merges, unexplained)).toMatchObject({
      ok: false,
      unexplained: ['name'],
    });
  });

  const value = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 3 }),
    fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
  );
  const fields = fc.record(
    Object.fromEntries(projectChangeFields.map((field) => [field, value])) as Record<
      ProjectChangeField,
      typeof value
    >,
    { requiredKeys: [] },
  );

  it('never overwrites a change made since the draft unless the reviewer chose the proposal there', () => {
    fc.assert(
      fc.property(
        fields,
        fields,
        fields,
        fc.boolean(),
        (baseSide, currentSide, proposedSide, accept) => {
          const merged = mergeProjectFields({
            base: baseSide,
            current: currentSide,
            proposed: proposedSide,
          });
          const decisions: FieldDecision[] = proposedFields(merged).map((field) =>
            accept
              ? { field, decision: 'accept' }
              : { field, decision: 'reject', reason: 'wrong', text: '' },
          );
          const result = applyFieldReview(merged, decisions);
          if (!result.ok) throw new Error('refused');
          for (const merge of merged) {
            const expected =
              accept && merge.outcome !== 'untouched' && merge.outcome !== 'theirs'
                ? merge.proposed
                : merge.current;
            expect(result.applied[merge.field]).toEqual(expected);
          }
        },
      ),
    );
  });
});

describe('comparing as a reader sees', () => {
  it('takes a vocabulary entry with and without its id, and a date written two ways, as the same', () => {
    expect(sameToReader('tags', [{ _id: 'a', value: 'Романтика' }], [{ value: 'Романтика' }])).toBe(
      true,
    );
    expect(sameToReader('releasedAt', '2024-05-01T00:00:00.000Z', '2024-05-01T00:00:00Z')).toBe(
      true,
    );
    expect(sameToReader('name', 'Лето', 'Лето!')).toBe(false);
  });
});

describe('applying whole, and who reviews', () => {
  const current = { ...base, description: 'Поправили' };
  const proposed = { ...base, name: 'Лето!', description: 'Новое' };

  it('refuses to apply whole when a field conflicts, naming it, and otherwise accepts every proposed field', () => {
    const merges = mergeProjectFields({ base, current, proposed });
    expect(conflictingFields(merges)).toEqual(['description']);
    expect(wholeApplyRefusal(merges)).toContain('«Описание»');
    const clean = mergeProjectFields({ base, current: base, proposed });
    expect(wholeApplyRefusal(clean)).toBeNull();
    expect(acceptEveryField(clean).map((each) => each.field)).toEqual(['name', 'description']);
  });

  it('lets whoever may apply an edit draft review it; a new project’s draft is never reviewed by field', () => {
    const edit: NovelDraftSummary = {
      kind: 'novel',
      id: 'd1',
      type: 'updateNovel',
      status: 'waitApprove',
      createdById: 'author',
      novelId: 'novel-1',
    };
    const now = new Date('2026-01-01T00:00:00Z');
    const moderator: Actor = { id: 'm', role: 'moderator', ownedNovelIds: [] };
    const owner: Actor = { id: 'o', role: 'staff', ownedNovelIds: ['novel-1'] };
    const author: Actor = { id: 'author', role: 'staff', ownedNovelIds: [] };
    expect(mayReviewFields({ draft: edit, actor: moderator, now })).toBe(true);
    expect(mayReviewFields({ draft: edit, actor: owner, now })).toBe(true);
    expect(mayReviewFields({ draft: edit, actor: author, now })).toBe(false);
    expect(mayReviewFields({ draft: edit, actor: null, now })).toBe(false);
    expect(
      mayReviewFields({
        draft: { ...edit, type: 'createNovel', novelId: null },
        actor: moderator,
        now,
      }),
    ).toBe(false);
  });

  it('merges the fields a review does not show by themselves: the draft’s change, else the project’s', () => {
    expect(
      unreviewedFieldsMerged(
        {
          base: { modifiers: [], vndb: null },
          current: { modifiers: ['18+'], vndb: { id: 'v1' } },
          proposed: { modifiers: [], vndb: { id: 'v2' } },
        },
        ['modifiers', 'vndb'],
      ),
    ).toEqual({ modifiers: ['18+'], vndb: { id: 'v2' } });
  });
});
