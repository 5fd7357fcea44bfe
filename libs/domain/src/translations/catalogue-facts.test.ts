import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  projectTranslationFacts,
  translationPercentOf,
  translationProgressLabel,
  type TranslationLineFacts,
} from './catalogue-facts';
import { overallPercent, translationStages } from './progress';
import { translationStatuses } from './status';

const wholeGame = (state: 'done' | 'notStarted') => ({
  stages: ['translation'] as const,
  parts: [{ name: 'Вся игра', lines: null, stages: { translation: { state } } }],
});
const line = (facts: Partial<TranslationLineFacts>): TranslationLineFacts => ({
  status: 'inProcess',
  progress: null,
  lastUpdateAt: null,
  ...facts,
});

const lineFacts: fc.Arbitrary<TranslationLineFacts> = fc.record({
  status: fc.constantFrom(...translationStatuses),
  progress: fc.option(
    fc.record({
      stages: fc.constant([...translationStages]),
      parts: fc.array(
        fc.record({
          name: fc.constant('Рут'),
          lines: fc.constant(null),
          stages: fc.constant({
            translation: { state: 'inProgress' as const, percent: 40 },
          }),
        }),
        { maxLength: 3 },
      ),
    }),
    { nil: null },
  ),
  lastUpdateAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
});

describe('a translation’s percent in the catalogue', () => {
  it('comes from its parts when the group states them, whatever its status says', () => {
    expect(translationPercentOf(line({ progress: wholeGame('done') }))).toBe(100);
    expect(translationPercentOf(line({ status: 'done', progress: wholeGame('notStarted') }))).toBe(
      0,
    );
  });

  it('is 100 for a finished translation without parts, and unknown for any other', () => {
    expect(translationPercentOf(line({ status: 'done' }))).toBe(100);
    for (const status of translationStatuses.filter((status) => status !== 'done')) {
      expect(translationPercentOf(line({ status }))).toBeNull();
      expect(
        translationPercentOf(line({ status, progress: { stages: [], parts: [] } })),
      ).toBeNull();
    }
  });
});

describe('a project’s translation facts', () => {
  it('say nothing for a project without translations', () => {
    expect(projectTranslationFacts([])).toEqual({ percent: null, updatedAt: null });
  });

  it('take the most complete translation and the newest update, whichever lines they are on', () => {
    const facts = projectTranslationFacts([
      line({ status: 'done', lastUpdateAt: new Date('2024-01-01T00:00:00Z') }),
      line({ progress: wholeGame('notStarted'), lastUpdateAt: new Date('2026-05-01T00:00:00Z') }),
    ]);
    expect(facts).toEqual({ percent: 100, updatedAt: Date.parse('2026-05-01T00:00:00Z') });
  });

  it('are the highest line percent and the latest update, and do not depend on the lines’ order', () => {
    fc.assert(
      fc.property(fc.array(lineFacts, { maxLength: 6 }), (lines) => {
        const facts = projectTranslationFacts(lines);
        const percents = lines.map(translationPercentOf).filter((value) => value !== null);
        expect(facts.percent).toBe(percents.length > 0 ? Math.max(...percents) : null);
        const times = lines.flatMap((entry) => entry.lastUpdateAt?.getTime() ?? []);
        expect(facts.updatedAt).toBe(times.length > 0 ? Math.max(...times) : null);
        expect(projectTranslationFacts([...lines].reverse())).toEqual(facts);
        if (facts.percent !== null) {
          expect(facts.percent).toBeGreaterThanOrEqual(0);
          expect(facts.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('weigh the parts as the project page does', () => {
    const progress = {
      stages: ['translation', 'editing'] as const,
      parts: [
        { name: 'Рут 1', lines: 300, stages: { translation: { state: 'done' as const } } },
        { name: 'Рут 2', lines: 100, stages: {} },
      ],
    };
    expect(projectTranslationFacts([line({ progress })]).percent).toBe(overallPercent(progress));
  });
});

describe('the filter’s thresholds', () => {
  it('read «от N %», and a finished translation at 100', () => {
    expect(translationProgressLabel(50)).toBe('От 50 %');
    expect(translationProgressLabel(100)).toBe('Переведено полностью');
  });
});
