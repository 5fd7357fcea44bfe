import {
  stageOverallPercent,
  translationStageLabels,
  translationStages,
  type TranslationProgressInput,
  type TranslationStage,
} from './progress';
import type { TranslationStatus } from './status';

/*
 * What a translation's followers hear of an update (docs/product §A1.8, ours): the moments that
 * matter, not every change of a number.
 */

export const translationEventKinds = [
  'announced',
  'stageStarted',
  'stageFinished',
  'milestone',
  'patch',
  'paused',
  'frozen',
  'dropped',
] as const;
export type TranslationEventKind = (typeof translationEventKinds)[number];

/** How the settings name each kind of event. */
export const translationEventKindLabels: Record<TranslationEventKind, string> = {
  announced: 'Перевод анонсирован',
  stageStarted: 'Начат этап',
  stageFinished: 'Закончен этап',
  milestone: 'Пройдены 25, 50, 75 и 100 %',
  patch: 'Вышел патч',
  paused: 'Перевод на паузе',
  frozen: 'Перевод заморожен',
  dropped: 'Перевод заброшен',
};

export type TranslationEvent =
  | { kind: 'stageStarted' | 'stageFinished'; stage: TranslationStage }
  | { kind: 'milestone'; percent: 25 | 50 | 75 | 100 }
  | { kind: 'announced' | 'patch' | 'paused' | 'frozen' | 'dropped' };

/** The overall percents whose crossing followers hear of. */
export const MILESTONES = [25, 50, 75, 100] as const;

/** A translation as an update leaves it, for comparing before and after. */
export interface TranslationMoment extends TranslationProgressInput {
  status: TranslationStatus;
  /** The overall percent (`overallPercent`); null while no progress is stated. */
  percent: number | null;
}

/**
 * The events of one update, in a fixed order: a status the group moved to (announced, paused,
 * frozen, dropped), a stage that started or finished across the translation (from none of it done
 * to some, from some to all), the highest milestone crossed upwards, and a patch released. Nothing
 * when nothing of that changed, so a note alone or a percent moving within a quarter says nothing.
 */
export function translationEvents(
  before: TranslationMoment,
  after: TranslationMoment,
  patchReleased: boolean,
): TranslationEvent[] {
  const events: TranslationEvent[] = [];
  if (after.status !== before.status) {
    const statusEvent = statusEvents[after.status];
    if (statusEvent) events.push({ kind: statusEvent });
  }
  for (const stage of translationStages) {
    if (!after.stages.includes(stage)) continue;
    const was = before.stages.includes(stage) ? stageOverallPercent(before, stage) : 0;
    const now = stageOverallPercent(after, stage);
    if (was < 100 && now === 100) events.push({ kind: 'stageFinished', stage });
    else if (was === 0 && now > 0) events.push({ kind: 'stageStarted', stage });
  }
  const crossed = MILESTONES.filter(
    (milestone) => (before.percent ?? 0) < milestone && (after.percent ?? 0) >= milestone,
  ).at(-1);
  if (crossed !== undefined) events.push({ kind: 'milestone', percent: crossed });
  if (patchReleased) events.push({ kind: 'patch' });
  return events;
}

const statusEvents: Partial<
  Record<TranslationStatus, 'announced' | 'paused' | 'frozen' | 'dropped'>
> = {
  announced: 'announced',
  paused: 'paused',
  freeze: 'frozen',
  demoFreeze: 'frozen',
  dropped: 'dropped',
};

/** An event as a few words: «закончен этап «Перевод»», «пройдено 50 %». */
export function translationEventText(event: TranslationEvent): string {
  switch (event.kind) {
    case 'announced':
      return 'перевод анонсирован';
    case 'stageStarted':
      return `начат этап «${translationStageLabels[event.stage]}»`;
    case 'stageFinished':
      return `закончен этап «${translationStageLabels[event.stage]}»`;
    case 'milestone':
      return event.percent === 100 ? 'перевод готов на 100 %' : `пройдено ${event.percent} %`;
    case 'patch':
      return 'вышел патч';
    case 'paused':
      return 'перевод на паузе';
    case 'frozen':
      return 'перевод заморожен';
    case 'dropped':
      return 'перевод заброшен';
  }
}

/** An event as stored and sent: `milestone:50`, `stageFinished:editing`, `patch`. */
export function translationEventCode(event: TranslationEvent): string {
  if ('stage' in event) return `${event.kind}:${event.stage}`;
  if ('percent' in event) return `${event.kind}:${event.percent}`;
  return event.kind;
}

/** The event a code names, or null for one this version does not know. */
export function translationEventOfCode(code: string): TranslationEvent | null {
  const [kind, detail] = code.split(':');
  switch (kind) {
    case 'stageStarted':
    case 'stageFinished':
      return (translationStages as readonly string[]).includes(detail ?? '')
        ? { kind, stage: detail as TranslationStage }
        : null;
    case 'milestone': {
      const percent = Number(detail);
      return (MILESTONES as readonly number[]).includes(percent)
        ? { kind, percent: percent as (typeof MILESTONES)[number] }
        : null;
    }
    case 'announced':
    case 'patch':
    case 'paused':
    case 'frozen':
    case 'dropped':
      return { kind };
    default:
      return null;
  }
}
