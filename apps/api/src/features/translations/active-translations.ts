import {
  ACTIVE_TRANSLATIONS_PAGE_SIZE,
  daysBetween,
  isInMaking,
  isInWork,
  isStageUnderway,
  QUIET_AFTER_DAYS,
  translationStages,
  type ActiveTranslationsQuery,
  type TranslationStage,
  type TranslationStatus,
} from '@vn/domain';
import type { IndexedNovel } from '../novels';
import type { KeyedLine } from './translation-lines';
import type { TranslationRecord } from './translation.schema';

/**
 * One translation line as the list of translations in the making (docs/product §A1.10) filters and
 * orders it: what the filters ask of it, worked out once per change of what it is made of.
 */
export interface ActiveRow {
  project: IndexedNovel;
  keyed: KeyedLine;
  record: TranslationRecord | undefined;
  status: TranslationStatus;
  /** The overall percent; null while the group states no progress. */
  percent: number | null;
  /** The record's last update, the date the list shows; null before any. */
  lastUpdateAt: number | null;
  /** The newest update of its history, from which «нет обновлений N дней» counts. */
  lastPointAt: number | null;
  /** The translator group its line names, matched as a translation finds its group. */
  groupId: string | null;
  /** The stages started and not finished. */
  underway: ReadonlySet<TranslationStage>;
}

/** The rows in each of the list's orders. */
export interface ActiveOrders {
  updated: readonly ActiveRow[];
  percent: readonly ActiveRow[];
}

/** The stages of a stated progress that are under way. */
export function stagesUnderway(record: TranslationRecord | undefined): Set<TranslationStage> {
  if (!record || record.parts.length === 0) return new Set();
  return new Set(translationStages.filter((stage) => isStageUnderway(record, stage)));
}

/** A missing value goes after every present one, in both orders. */
function descending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

/**
 * Ties go to the project added later (ids grow with time), then by the line's place in it: plain
 * comparisons, so the orders are made again quickly after each change.
 */
function byProject(a: ActiveRow, b: ActiveRow): number {
  const first = a.project.record._id;
  const second = b.project.record._id;
  if (first !== second) return first < second ? 1 : -1;
  return a.keyed.index - b.keyed.index;
}

const byUpdate = (a: ActiveRow, b: ActiveRow) =>
  descending(a.lastUpdateAt, b.lastUpdateAt) || byProject(a, b);

const byPercent = (a: ActiveRow, b: ActiveRow) =>
  descending(a.percent, b.percent) || byUpdate(a, b);

/**
 * Both orders of the list: newest update first, and the highest percent first (ties by the newest
 * update); translations without an update, or stating no progress, after the rest.
 */
export function activeOrders(rows: readonly ActiveRow[]): ActiveOrders {
  return { updated: [...rows].sort(byUpdate), percent: [...rows].sort(byPercent) };
}

/**
 * The orders after a change: the previous ones without the `stale` rows, with the `fresh` ones
 * sorted in. What stays is in order already, which the sort finds in one pass: a change of one
 * project costs a walk over the list, not a sort of it.
 */
export function activeOrdersAfter(
  previous: ActiveOrders,
  stale: ReadonlySet<ActiveRow>,
  fresh: readonly ActiveRow[],
): ActiveOrders {
  const kept = (row: ActiveRow) => !stale.has(row);
  return {
    updated: [...previous.updated.filter(kept), ...fresh].sort(byUpdate),
    percent: [...previous.percent.filter(kept), ...fresh].sort(byPercent),
  };
}

/** Whether `quietNotice` speaks of it now: in work, and its last update 60 days old or more. */
function isQuiet(row: ActiveRow, now: Date): boolean {
  return (
    isInWork(row.status) &&
    row.lastPointAt !== null &&
    daysBetween(new Date(row.lastPointAt), now) >= QUIET_AFTER_DAYS
  );
}

/** The filters of a query as one test of a row. */
function matcher(query: ActiveFilter, now: Date): (row: ActiveRow) => boolean {
  const { status, stage, group, stalled } = query;
  return (row) =>
    (status === undefined ? isInMaking(row.status) : status === 'all' || row.status === status) &&
    (stage === undefined || row.underway.has(stage)) &&
    (group === undefined || row.groupId === group) &&
    (!stalled || isQuiet(row, now));
}

/** What a query filters and orders by: everything but its page. */
export type ActiveFilter = Omit<ActiveTranslationsQuery, 'page'>;

/** Every row a query's filters let through, in its order. */
export function activeMatches(orders: ActiveOrders, filter: ActiveFilter, now: Date): ActiveRow[] {
  return orders[filter.sort].filter(matcher(filter, now));
}

/** The page a query asks for out of its matching rows, and how many match in all. */
export function pageOfMatches(
  matching: readonly ActiveRow[],
  page: number,
): { rows: ActiveRow[]; count: number } {
  const from = page * ACTIVE_TRANSLATIONS_PAGE_SIZE;
  return {
    rows: matching.slice(from, from + ACTIVE_TRANSLATIONS_PAGE_SIZE),
    count: matching.length,
  };
}
