import { overallPercent, type TranslationProgressInput } from './progress';
import type { TranslationStatus } from './status';

/** One translation of a project, as the catalogue weighs it. */
export interface TranslationLineFacts {
  /** The translation's status (`effectiveStatus`). */
  status: TranslationStatus;
  /** Its stages and parts; null, or no parts, while the group states no progress. */
  progress: TranslationProgressInput | null;
  lastUpdateAt: Date | null;
}

/**
 * What the catalogue filters and sorts a project by (docs/product §A1.11, ours): the percent of its
 * most complete translation, and when a group last posted an update on any of them. Null when no
 * translation says.
 */
export interface ProjectTranslationFacts {
  percent: number | null;
  /** Milliseconds since the epoch. */
  updatedAt: number | null;
}

export const noTranslationFacts: ProjectTranslationFacts = { percent: null, updatedAt: null };

/**
 * A translation's percent for the catalogue: computed from its parts when the group states them
 * (`overallPercent`); otherwise a finished translation is 100 and any other says nothing.
 */
export function translationPercentOf(line: TranslationLineFacts): number | null {
  if (line.progress && line.progress.parts.length > 0) return overallPercent(line.progress);
  return line.status === 'done' ? 100 : null;
}

/** A project's facts from its translations: the highest percent, the newest update. */
export function projectTranslationFacts(
  lines: readonly TranslationLineFacts[],
): ProjectTranslationFacts {
  let percent: number | null = null;
  let updatedAt: number | null = null;
  for (const line of lines) {
    const linePercent = translationPercentOf(line);
    if (linePercent !== null && (percent === null || linePercent > percent)) percent = linePercent;
    const at = line.lastUpdateAt?.getTime() ?? null;
    if (at !== null && (updatedAt === null || at > updatedAt)) updatedAt = at;
  }
  return { percent, updatedAt };
}

export const sameTranslationFacts = (
  a: ProjectTranslationFacts,
  b: ProjectTranslationFacts,
): boolean => a.percent === b.percent && a.updatedAt === b.updatedAt;

/**
 * The thresholds the catalogue's filter offers: a translation at least this far along. The call
 * takes any whole percent; 100 means a finished translation.
 */
export const translationProgressThresholds = [25, 50, 75, 100] as const;

export function translationProgressLabel(threshold: number): string {
  return threshold >= 100 ? 'Переведено полностью' : `От ${threshold} %`;
}
