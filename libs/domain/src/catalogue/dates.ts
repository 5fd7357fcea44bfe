import type { DevelopmentStatus } from './statuses';

/** Orders development statuses from most to least complete (docs/product §4, translation card). */
export const completenessOrder: readonly DevelopmentStatus[] = [
  'done',
  'demo',
  'inProcess',
  'freeze',
  'demoFreeze',
];

type DateLike = Date | string | null | undefined;

function timeOf(value: DateLike): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A project's most recent date (§4): the latest of its release date, its update date and any of its
 * translations' release dates. Null when none is known.
 */
export function mostRecentDate(project: {
  releasedAt?: DateLike;
  updatedAt?: DateLike;
  translations?: readonly { releasedAt?: DateLike }[];
}): Date | null {
  const times = [
    timeOf(project.releasedAt),
    timeOf(project.updatedAt),
    ...(project.translations ?? []).map((translation) => timeOf(translation.releasedAt)),
  ].filter((time): time is number => time !== undefined);
  return times.length > 0 ? new Date(Math.max(...times)) : null;
}

/**
 * The translation the card shows: the most complete by status order done, demo, inProcess, freeze,
 * demoFreeze (§4); the first listed wins a tie. Undefined when there is none.
 */
export function mostCompleteTranslation<T extends { status: DevelopmentStatus }>(
  translations: readonly T[],
): T | undefined {
  let best: T | undefined;
  for (const translation of translations) {
    if (
      !best ||
      completenessOrder.indexOf(translation.status) < completenessOrder.indexOf(best.status)
    ) {
      best = translation;
    }
  }
  return best;
}
