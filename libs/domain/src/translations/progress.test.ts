import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStageUnderway,
  overallPercent,
  partPercent,
  progressWeighting,
  stageOverallPercent,
  stagePercent,
  translationStages,
  type StageState,
  type TranslationPart,
  type TranslationStage,
} from './progress';

const percent = fc.integer({ min: 0, max: 100 });
const stageState: fc.Arbitrary<StageState> = fc.oneof(
  fc.constant({ state: 'notStarted' as const }),
  percent.map((value) => ({ state: 'inProgress' as const, percent: value })),
  percent.map((value) => ({ state: 'paused' as const, percent: value })),
  fc.constant({ state: 'done' as const }),
);
const stageList = fc
  .subarray([...translationStages], { minLength: 1 })
  .map((stages) => stages as TranslationStage[]);
const part = (lines: fc.Arbitrary<number | null>): fc.Arbitrary<TranslationPart> =>
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 12 }),
    lines,
    stages: fc.dictionary(fc.constantFrom(...translationStages), stageState) as fc.Arbitrary<
      TranslationPart['stages']
    >,
  });
const anyLines = fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null });
const progress = fc.record({
  stages: stageList,
  parts: fc.array(part(anyLines), { minLength: 1, maxLength: 12 }),
});

const done = (stages: readonly TranslationStage[]) =>
  Object.fromEntries(
    stages.map((stage) => [stage, { state: 'done' }]),
  ) as TranslationPart['stages'];

describe('a stage’s percent', () => {
  it('is 0 not started, 100 done, and what was done for work in progress or paused', () => {
    expect(stagePercent(undefined)).toBe(0);
    expect(stagePercent({ state: 'notStarted' })).toBe(0);
    expect(stagePercent({ state: 'inProgress', percent: 40 })).toBe(40);
    expect(stagePercent({ state: 'paused', percent: 65 })).toBe(65);
    expect(stagePercent({ state: 'done' })).toBe(100);
  });
});

describe('the overall percent', () => {
  it('stays within 0–100', () => {
    fc.assert(
      fc.property(progress, (input) => {
        const value = overallPercent(input);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('counts a stage in work at "100 %" as 99: only a stage marked done is finished', () => {
    expect(stagePercent({ state: 'inProgress', percent: 100 })).toBe(99);
    expect(stagePercent({ state: 'paused', percent: 100 })).toBe(99);
    expect(stagePercent({ state: 'done' })).toBe(100);
  });

  it('is 100 exactly when every stage of every part is done', () => {
    fc.assert(
      fc.property(progress, (input) => {
        const allDone = input.parts.every((each) =>
          input.stages.every((stage) => each.stages[stage]?.state === 'done'),
        );
        expect(overallPercent(input) === 100).toBe(allDone);
      }),
    );
  });

  it('never falls when a stage moves forward', () => {
    fc.assert(
      fc.property(
        progress,
        fc.nat(),
        fc.constantFrom(...translationStages),
        stageState,
        (input, index, stage, next) => {
          const at = index % input.parts.length;
          const before = input.parts[at]!.stages[stage];
          fc.pre(stagePercent(next) >= stagePercent(before));
          const parts = input.parts.map((each, i) =>
            i === at ? { ...each, stages: { ...each.stages, [stage]: next } } : each,
          );
          expect(overallPercent({ ...input, parts })).toBeGreaterThanOrEqual(overallPercent(input));
        },
      ),
    );
  });

  it('does not depend on the order of the parts', () => {
    fc.assert(
      fc.property(progress, (input) => {
        const reversed = { ...input, parts: [...input.parts].reverse() };
        expect(overallPercent(reversed)).toBe(overallPercent(input));
      }),
    );
  });

  it('lies between the lowest and the highest part', () => {
    fc.assert(
      fc.property(progress, (input) => {
        const parts = input.parts.map((each) => partPercent(each, input.stages));
        // A part's percent is rounded down, so the overall may be up to one above the lowest.
        expect(overallPercent(input)).toBeGreaterThanOrEqual(Math.min(...parts));
        expect(overallPercent(input)).toBeLessThanOrEqual(Math.max(...parts) + 1);
      }),
    );
  });

  it('weighs parts by their lines when every part gives them, equally otherwise', () => {
    const stages: TranslationStage[] = ['translation'];
    const long: TranslationPart = { name: 'Рут Аи', lines: 9000, stages: done(stages) };
    const short: TranslationPart = { name: 'Пролог', lines: 1000, stages: {} };
    expect(progressWeighting([long, short])).toBe('lines');
    expect(overallPercent({ stages, parts: [long, short] })).toBe(90);
    const unsized = { ...short, lines: null };
    expect(progressWeighting([long, unsized])).toBe('equal');
    expect(overallPercent({ stages, parts: [long, unsized] })).toBe(50);
  });

  it('with equal weights, is the same when every part is copied', () => {
    fc.assert(
      fc.property(
        stageList,
        fc.array(part(fc.constant(null)), { minLength: 1 }),
        (stages, parts) => {
          expect(overallPercent({ stages, parts: [...parts, ...parts] })).toBe(
            overallPercent({ stages, parts }),
          );
        },
      ),
    );
  });

  it('averages the stages: translated but not yet edited is half way', () => {
    const stages: TranslationStage[] = ['translation', 'editing'];
    const parts = [{ name: 'Вся игра', lines: null, stages: { translation: { state: 'done' } } }];
    expect(overallPercent({ stages, parts } as never)).toBe(50);
    expect(stageOverallPercent({ stages, parts } as never, 'translation')).toBe(100);
    expect(stageOverallPercent({ stages, parts } as never, 'editing')).toBe(0);
  });

  it('is 0 without parts or stages', () => {
    expect(overallPercent({ stages: [], parts: [] })).toBe(0);
    expect(overallPercent({ stages: ['translation'], parts: [] })).toBe(0);
  });
});

describe('a stage under way (§A1.10)', () => {
  const part = (stages: TranslationPart['stages']): TranslationPart => ({
    name: 'Вся игра',
    lines: null,
    stages,
  });

  it('is started and not yet finished across the parts', () => {
    const progress = {
      stages: ['translation', 'editing', 'testing'] as TranslationStage[],
      parts: [
        part({ translation: { state: 'done' }, editing: { state: 'inProgress', percent: 30 } }),
        part({ translation: { state: 'done' } }),
      ],
    };
    expect(isStageUnderway(progress, 'translation')).toBe(false);
    expect(isStageUnderway(progress, 'editing')).toBe(true);
    expect(isStageUnderway(progress, 'testing')).toBe(false);
  });

  it('is never a stage the translation does not go through', () => {
    const progress = { stages: ['translation'] as TranslationStage[], parts: [] };
    expect(isStageUnderway(progress, 'editing')).toBe(false);
    expect(
      isStageUnderway(
        {
          stages: ['translation'],
          parts: [part({ editing: { state: 'inProgress', percent: 50 } })],
        },
        'editing',
      ),
    ).toBe(false);
  });

  it('holds exactly when the stage’s share is between 0 and 100', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ translation: stageState }), { minLength: 1, maxLength: 5 }),
        (states) => {
          const progress = {
            stages: ['translation'] as TranslationStage[],
            parts: states.map((stages) => part(stages)),
          };
          const share = stageOverallPercent(progress, 'translation');
          expect(isStageUnderway(progress, 'translation')).toBe(share > 0 && share < 100);
        },
      ),
    );
  });
});
