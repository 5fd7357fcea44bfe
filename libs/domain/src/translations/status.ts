import { developmentStatusLabels, type DevelopmentStatus } from '../catalogue/statuses';

/**
 * A translation's status (docs/product §A1.5, ours): the five of a project's translation line
 * (docs/product §3 Translation) and three more a group can say of its own work.
 */
export const translationStatuses = [
  'announced',
  'inProcess',
  'demo',
  'paused',
  'demoFreeze',
  'freeze',
  'dropped',
  'done',
] as const;
export type TranslationStatus = (typeof translationStatuses)[number];

export const translationStatusLabels: Record<TranslationStatus, string> = {
  ...developmentStatusLabels,
  announced: 'Анонсирован',
  paused: 'На паузе',
  dropped: 'Заброшен',
};

/**
 * The status a project's translation line shows for it, so every call of the specification answers
 * with its own five: an announced or paused translation is still in the making, a dropped one is
 * frozen.
 */
export function lineStatusOf(status: TranslationStatus): DevelopmentStatus {
  switch (status) {
    case 'announced':
    case 'paused':
      return 'inProcess';
    case 'dropped':
      return 'freeze';
    default:
      return status;
  }
}

/**
 * The status a translation has: its own, while the project's line still says what its own maps to;
 * the line's once an edit of the project (a draft, docs/product §5) has changed it since.
 */
export function effectiveStatus(
  own: TranslationStatus | null,
  line: DevelopmentStatus,
): TranslationStatus {
  return own !== null && lineStatusOf(own) === line ? own : line;
}

/** Whether the group is still working on it: only then can it go quiet (`quietNotice`). */
export function isInWork(status: TranslationStatus): boolean {
  return status === 'announced' || status === 'inProcess' || status === 'demo';
}

/**
 * The statuses of a translation in the making (docs/product §A1.10, ours): announced, in the works,
 * partly out, or paused for a while. The list of translations in the making shows these unless the
 * reader asks for another.
 */
export const translationStatusesInMaking = [
  'announced',
  'inProcess',
  'demo',
  'paused',
] as const satisfies readonly TranslationStatus[];

/** Whether a translation is still being made (`translationStatusesInMaking`). */
export function isInMaking(status: TranslationStatus): boolean {
  return (translationStatusesInMaking as readonly TranslationStatus[]).includes(status);
}
