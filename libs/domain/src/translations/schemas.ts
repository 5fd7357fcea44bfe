import { z } from 'zod';
import { translationStages, type StageState, type TranslationStage } from './progress';

/*
 * The run-time checks of a translation's progress (docs/product §A1, ours), apart from the rules, so
 * a page that only shows progress does not load zod (docs/architecture.md § Budgets).
 */

export const translationProgressMessages = {
  percent: 'Процент — целое число от 0 до 100',
  stage: 'Такого этапа нет',
  stageNotTracked: 'Этот этап не отмечен у перевода',
  partName: 'Укажите название части',
  partNameTaken: 'Части перевода должны называться по-разному',
  lines: 'Число строк — целое положительное число',
  noStages: 'Отметьте хотя бы один этап',
  noParts: 'Добавьте хотя бы одну часть',
} as const;

const PART_NAME_MAX = 100;
const PARTS_MAX = 200;

const percentSchema = z
  .number({ message: translationProgressMessages.percent })
  .int(translationProgressMessages.percent)
  .min(0, translationProgressMessages.percent)
  .max(100, translationProgressMessages.percent);

export const translationStageSchema = z.enum(translationStages, {
  message: translationProgressMessages.stage,
});

export const stageStateSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('notStarted') }),
  z.strictObject({ state: z.literal('inProgress'), percent: percentSchema }),
  z.strictObject({ state: z.literal('paused'), percent: percentSchema }),
  z.strictObject({ state: z.literal('done') }),
]);

export const translationPartSchema = z.strictObject({
  name: z.string().trim().min(1, translationProgressMessages.partName).max(PART_NAME_MAX),
  lines: z
    .number({ message: translationProgressMessages.lines })
    .int(translationProgressMessages.lines)
    .positive(translationProgressMessages.lines)
    .nullable(),
  // A record keyed by text, not by the stages' enum, so an unknown stage gets its Russian message.
  stages: z
    .record(z.string(), stageStateSchema)
    .superRefine((stages, context) => {
      for (const stage of Object.keys(stages)) {
        if (!isTranslationStage(stage)) {
          context.addIssue({
            code: 'custom',
            message: translationProgressMessages.stage,
            path: [stage],
          });
        }
      }
    })
    .transform((stages) => stages as Partial<Record<TranslationStage, StageState>>),
});

const isTranslationStage = (value: string): value is TranslationStage =>
  (translationStages as readonly string[]).includes(value);

/**
 * A translation's parts and the stages it goes through: at least one of each, parts named
 * differently, and no part with a stage the translation does not go through.
 */
export const translationProgressSchema = z
  .strictObject({
    stages: z.array(translationStageSchema).min(1, translationProgressMessages.noStages),
    parts: z
      .array(translationPartSchema)
      .min(1, translationProgressMessages.noParts)
      .max(PARTS_MAX),
  })
  .superRefine(({ stages, parts }, context) => {
    const tracked = new Set<TranslationStage>(stages);
    const names = new Set<string>();
    parts.forEach((part, index) => {
      const key = part.name.toLowerCase();
      if (names.has(key)) {
        context.addIssue({
          code: 'custom',
          message: translationProgressMessages.partNameTaken,
          path: ['parts', index, 'name'],
        });
      }
      names.add(key);
      // With no stages at all, that one message says enough.
      if (tracked.size === 0) return;
      for (const stage of Object.keys(part.stages)) {
        // An unknown stage has its own message already.
        if (isTranslationStage(stage) && !tracked.has(stage)) {
          context.addIssue({
            code: 'custom',
            message: translationProgressMessages.stageNotTracked,
            path: ['parts', index, 'stages', stage],
          });
        }
      }
    });
  });
