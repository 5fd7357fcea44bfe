import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFieldReview,
  isBaseStale,
  mergeProjectFields,
  proposedFields,
  returnedProposal,
  type FieldDecision,
  type ProjectFields,
} from './field-review';
import { projectChangeFields, type ProjectChangeField } from './project-changes';

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
