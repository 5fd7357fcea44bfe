import { describe, expect, it } from 'vitest';
import { translationProgressMessages as messages, translationProgressSchema } from './schemas';

const valid = {
  stages: ['translation', 'editing'],
  parts: [
    { name: 'Общий рут', lines: 4000, stages: { translation: { state: 'done' } } },
    {
      name: 'Рут Аи',
      lines: 2500,
      stages: { translation: { state: 'inProgress', percent: 40 } },
    },
  ],
};

/** The messages of what the schema refuses in `value`, by path. */
function refusals(value: unknown): Record<string, string> {
  const result = translationProgressSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe("a translation's progress as the API takes it", () => {
  it('takes a valid one as it is', () => {
    expect(translationProgressSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a percent outside 0–100 or not whole, in Russian', () => {
    for (const percent of [-1, 101, 12.5, Number.NaN]) {
      const parts = [
        { name: 'Пролог', lines: null, stages: { editing: { state: 'paused', percent } } },
      ];
      expect(refusals({ ...valid, parts })).toEqual({
        'parts.0.stages.editing.percent': messages.percent,
      });
    }
  });

  it('refuses a stage that does not exist, or that the translation does not go through', () => {
    const unknown = [{ name: 'Пролог', lines: null, stages: { dubbing: { state: 'done' } } }];
    expect(Object.values(refusals({ ...valid, parts: unknown }))).toContain(messages.stage);
    const untracked = [{ name: 'Пролог', lines: null, stages: { testing: { state: 'done' } } }];
    expect(refusals({ ...valid, parts: untracked })).toEqual({
      'parts.0.stages.testing': messages.stageNotTracked,
    });
  });

  it('refuses two parts of one name, no parts, no stages and a line count that is not positive', () => {
    const twice = [valid.parts[0], { ...valid.parts[1], name: 'общий рут' }];
    expect(refusals({ ...valid, parts: twice })).toEqual({
      'parts.1.name': messages.partNameTaken,
    });
    expect(refusals({ ...valid, parts: [] })).toEqual({ parts: messages.noParts });
    expect(refusals({ ...valid, stages: [] })).toEqual({ stages: messages.noStages });
    const empty = [{ ...valid.parts[0], lines: 0 }];
    expect(refusals({ ...valid, parts: empty })).toEqual({ 'parts.0.lines': messages.lines });
  });
});
