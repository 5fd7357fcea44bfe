/**
 * A translation's progress (docs/product §A1, ours): the translation is split into parts (routes,
 * chapters, or the whole game), and each part goes through the stages the group works in. Each
 * stage of each part has a state; the overall percent is computed from them, never typed by hand.
 */

/** The stages of a translation, in the order the work goes through them. */
export const translationStages = [
  'translation',
  'editing',
  'proofreading',
  'technical',
  'testing',
] as const;
export type TranslationStage = (typeof translationStages)[number];

export const translationStageLabels: Record<TranslationStage, string> = {
  translation: 'Перевод',
  editing: 'Редактура',
  proofreading: 'Вычитка',
  technical: 'Техническая часть',
  testing: 'Тестирование',
};

/** Where one stage of one part stands; a percent is a whole number from 0 to 100. */
export type StageState =
  | { state: 'notStarted' }
  | { state: 'inProgress'; percent: number }
  | { state: 'paused'; percent: number }
  | { state: 'done' };
export type StageStateKind = StageState['state'];

export const stageStateLabels: Record<StageStateKind, string> = {
  notStarted: 'Не начато',
  inProgress: 'В работе',
  paused: 'На паузе',
  done: 'Готово',
};

export interface TranslationPart {
  name: string;
  /**
   * How many lines of the script the part has, when the group gives it: the overall percent then
   * weighs parts by their size.
   */
  lines: number | null;
  /** A stage the translation works in but the part does not name has not started. */
  stages: Partial<Record<TranslationStage, StageState>>;
}

export interface TranslationProgressInput {
  /** The stages this translation goes through (a machine translation may have no editing). */
  stages: readonly TranslationStage[];
  parts: readonly TranslationPart[];
}

/** How the parts are weighed in the overall percent. */
export type ProgressWeighting = 'lines' | 'equal';

/**
 * A stage's share done, in whole percent: paused work counts what was done before the pause, and
 * work not marked done at most 99.
 */
export function stagePercent(state: StageState | undefined): number {
  if (!state) return 0;
  switch (state.state) {
    case 'notStarted':
      return 0;
    case 'inProgress':
    case 'paused':
      // Only a stage marked done counts 100: one in work at "100 %" is not finished yet.
      return Math.min(state.percent, 99);
    case 'done':
      return 100;
  }
}

/** By lines when every part gives a positive line count; otherwise every part weighs the same. */
export function progressWeighting(parts: readonly TranslationPart[]): ProgressWeighting {
  return parts.length > 0 && parts.every((part) => part.lines !== null && part.lines > 0)
    ? 'lines'
    : 'equal';
}

/**
 * The part's percent: the mean of its stages' percents, rounded down, so a part is at 100 only when
 * every stage is done.
 */
export function partPercent(part: TranslationPart, stages: readonly TranslationStage[]): number {
  if (stages.length === 0) return 0;
  const sum = stages.reduce((total, stage) => total + stagePercent(part.stages[stage]), 0);
  return Math.floor(sum / stages.length);
}

/**
 * The overall percent: the parts' stage percents averaged over the stages, then weighed by the
 * parts' lines (or equally, `progressWeighting`), rounded down, so 100 means everything is done.
 * Computed in whole numbers (percent × weight), so no rounding error moves a boundary. Zero without
 * parts or stages.
 */
export function overallPercent(progress: TranslationProgressInput): number {
  const { stages, parts } = progress;
  if (stages.length === 0 || parts.length === 0) return 0;
  const byLines = progressWeighting(parts) === 'lines';
  let weighted = 0;
  let weights = 0;
  for (const part of parts) {
    const weight = byLines ? part.lines! : 1;
    const stageSum = stages.reduce((total, stage) => total + stagePercent(part.stages[stage]), 0);
    weighted += weight * stageSum;
    weights += weight * stages.length;
  }
  return Math.floor(weighted / weights);
}

/** The share of one stage across every part, weighed as the overall percent is. */
export function stageOverallPercent(
  progress: TranslationProgressInput,
  stage: TranslationStage,
): number {
  return overallPercent({ stages: [stage], parts: progress.parts });
}

/**
 * Whether a stage is under way: the translation goes through it, and across the parts some of it is
 * done but not all (docs/product §A1.10; started and finished as followers hear them, §A1.8).
 */
export function isStageUnderway(
  progress: TranslationProgressInput,
  stage: TranslationStage,
): boolean {
  if (!progress.stages.includes(stage)) return false;
  const share = stageOverallPercent(progress, stage);
  return share > 0 && share < 100;
}
