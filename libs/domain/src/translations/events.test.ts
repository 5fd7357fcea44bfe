import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  translationEventCode,
  translationEventOfCode,
  translationEvents,
  translationEventText,
  type TranslationMoment,
} from './events';
import {
  overallPercent,
  translationStages,
  type StageState,
  type TranslationPart,
} from './progress';
import { translationStatuses } from './status';

const whole = (stages: TranslationPart['stages']): TranslationPart => ({
  name: 'Вся игра',
  lines: null,
  stages,
});

function moment(
  parts: TranslationPart[],
  status: TranslationMoment['status'] = 'inProcess',
  stages = ['translation', 'editing'] as TranslationMoment['stages'],
): TranslationMoment {
  return {
    status,
    stages,
    parts,
    percent: parts.length ? overallPercent({ stages, parts }) : null,
  };
}

describe('what followers hear of an update', () => {
  it('hears a stage start, another finish and the highest milestone crossed', () => {
    const before = moment([whole({ translation: { state: 'inProgress', percent: 90 } })]);
    const after = moment([
      whole({ translation: { state: 'done' }, editing: { state: 'inProgress', percent: 20 } }),
    ]);
    // 45 % → 60 %: 50 crossed.
    expect(translationEvents(before, after, false)).toEqual([
      { kind: 'stageFinished', stage: 'translation' },
      { kind: 'stageStarted', stage: 'editing' },
      { kind: 'milestone', percent: 50 },
    ]);
  });

  it('hears the group’s status and a patch, and nothing of a note alone', () => {
    const now = moment([whole({ translation: { state: 'inProgress', percent: 10 } })]);
    expect(translationEvents(now, { ...now, status: 'paused' }, false)).toEqual([
      { kind: 'paused' },
    ]);
    expect(translationEvents(now, { ...now, status: 'dropped' }, true)).toEqual([
      { kind: 'dropped' },
      { kind: 'patch' },
    ]);
    expect(translationEvents(now, { ...now, status: 'demoFreeze' }, false)).toEqual([
      { kind: 'frozen' },
    ]);
    expect(translationEvents(now, now, false)).toEqual([]);
  });

  it('counts a first statement of progress from nothing', () => {
    const none = moment([]);
    const done = moment([whole({ translation: { state: 'done' }, editing: { state: 'done' } })]);
    expect(translationEvents(none, done, false)).toEqual([
      { kind: 'stageFinished', stage: 'translation' },
      { kind: 'stageFinished', stage: 'editing' },
      { kind: 'milestone', percent: 100 },
    ]);
  });

  const stageState: fc.Arbitrary<StageState> = fc.oneof(
    fc.constant({ state: 'notStarted' as const }),
    fc.record({
      state: fc.constant('inProgress' as const),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
    fc.constant({ state: 'done' as const }),
  );
  const anyMoment = fc
    .record({
      status: fc.constantFrom(...translationStatuses),
      parts: fc.array(
        fc.record({
          name: fc.constant('Часть'),
          lines: fc.constant(null),
          stages: fc.dictionary(fc.constantFrom('translation', 'editing'), stageState),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ status, parts }) => moment(parts as TranslationPart[], status));

  it('says nothing when nothing changed, whatever the state', () => {
    fc.assert(
      fc.property(anyMoment, (same) => {
        expect(translationEvents(same, same, false)).toEqual([]);
      }),
    );
  });

  it('never hears a milestone going down', () => {
    fc.assert(
      fc.property(anyMoment, anyMoment, (before, after) => {
        fc.pre((after.percent ?? 0) <= (before.percent ?? 0));
        const events = translationEvents(before, after, false);
        expect(events.filter((event) => event.kind === 'milestone')).toEqual([]);
      }),
    );
  });

  it('writes each event as a code and reads it back, with a Russian text', () => {
    const events = [
      ...translationStages.flatMap((stage) => [
        { kind: 'stageStarted' as const, stage },
        { kind: 'stageFinished' as const, stage },
      ]),
      ...([25, 50, 75, 100] as const).map((percent) => ({ kind: 'milestone' as const, percent })),
      ...(['announced', 'patch', 'paused', 'frozen', 'dropped'] as const).map((kind) => ({ kind })),
    ];
    for (const event of events) {
      expect(translationEventOfCode(translationEventCode(event))).toEqual(event);
      expect(translationEventText(event)).toMatch(/[а-я]/);
    }
    expect(translationEventOfCode('milestone:33')).toBeNull();
    expect(translationEventOfCode('somethingNew')).toBeNull();
    expect(translationEventText({ kind: 'stageFinished', stage: 'editing' })).toBe(
      'закончен этап «Редактура»',
    );
  });
});
