import type { ReadingList } from '../catalogue/reading-lists';
import { transferMessages, type TransferChange, type TransferFormat } from './messages';
import type { TransferFile, TransferRow } from './transfer-file';

/** A project as matching sees it. */
export interface TransferProject {
  id: string;
  name: string;
  alternativeNames: readonly string[];
  /** The external database's id as the project stores it (`v17`), or null. */
  vndbId: string | null;
  /** Whether it may be rated now (`canBeRated` of its status). */
  rateable: boolean;
}

/** What the reader has on a project now. */
export interface CurrentMark {
  list: ReadingList | null;
  rating: number | null;
}

/** How a row found its project. */
export type TransferMatchedBy = 'id' | 'vndb' | 'name';

export interface MatchedTransferRow {
  row: number;
  projectId: string;
  /** The project's name here (not the file's). */
  name: string;
  matchedBy: TransferMatchedBy;
  /** The list to put it on; null leaves the reader's list as it is. */
  list: ReadingList | null;
  /** The rating to give; null leaves the reader's rating as it is. */
  rating: number | null;
  change: TransferChange;
  /** A part of the row left out (a rating of a project that cannot be rated yet). */
  note: string | null;
}

export interface UnmatchedTransferRow {
  row: number;
  /** The name the file gives. */
  name: string;
  reason: string;
}

/** What an import would do, before anything is written. */
export interface TransferPreview {
  format: TransferFormat;
  rows: number;
  matched: MatchedTransferRow[];
  unmatched: UnmatchedTransferRow[];
  ignoredLabels: string[];
}

/**
 * A name as matching compares it: trimmed, spaces collapsed, lower case, «ё» as «е» (Russian
 * writers use either).
 */
export function transferNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
}

/** The external database's id as `v123` (from `v123`, `V0123` or `123`), or null. */
export function vndbIdKey(id: string | null | undefined): string | null {
  const found = /^\s*v?0*(\d{1,9})\s*$/i.exec(id ?? '');
  return found && found[1] !== '' ? `v${Number(found[1])}` : null;
}

/** Projects by our id, by external id and by every name, built once for a file. */
export class TransferCatalogue {
  private readonly byId = new Map<string, TransferProject>();
  private readonly byVndb = new Map<string, TransferProject[]>();
  private readonly byName = new Map<string, Set<TransferProject>>();

  constructor(projects: Iterable<TransferProject>) {
    for (const project of projects) {
      this.byId.set(project.id, project);
      const vndb = vndbIdKey(project.vndbId);
      if (vndb) this.byVndb.set(vndb, [...(this.byVndb.get(vndb) ?? []), project]);
      for (const name of [project.name, ...project.alternativeNames]) {
        const key = transferNameKey(name);
        if (key === '') continue;
        const set = this.byName.get(key) ?? new Set();
        set.add(project);
        this.byName.set(key, set);
      }
    }
  }

  /**
   * The project a row stands for: by our id, else by the external id (when it names one project),
   * else by name, exact up to case and «ё», among names and alternative names. Several projects
   * by one name match none.
   */
  find(
    row: Pick<TransferRow, 'projectId' | 'vndbId' | 'name' | 'otherNames'>,
  ): { project: TransferProject; by: TransferMatchedBy } | { reason: string } {
    const byId = row.projectId ? this.byId.get(row.projectId) : undefined;
    if (byId) return { project: byId, by: 'id' };
    const vndb = vndbIdKey(row.vndbId);
    const byVndb = vndb ? (this.byVndb.get(vndb) ?? []) : [];
    if (byVndb.length === 1) return { project: byVndb[0]!, by: 'vndb' };
    const named = new Set<TransferProject>();
    for (const name of [row.name, ...row.otherNames]) {
      for (const project of this.byName.get(transferNameKey(name)) ?? []) named.add(project);
    }
    if (named.size === 1) return { project: [...named][0]!, by: 'name' };
    return {
      reason:
        named.size > 1 || byVndb.length > 1
          ? transferMessages.ambiguous
          : transferMessages.notFound,
    };
  }
}

function changeOf(
  current: CurrentMark | undefined,
  list: ReadingList | null,
  rating: number | null,
) {
  if (!current || (current.list === null && current.rating === null)) return 'new';
  const listChanges = list !== null && list !== current.list;
  const ratingChanges = rating !== null && rating !== current.rating;
  if (listChanges && ratingChanges) return 'listAndRating';
  if (listChanges) return 'list';
  if (ratingChanges) return 'rating';
  return 'same';
}

/**
 * What importing a file would do for a reader (docs/product §A5.5): each row matched to a project
 * and what it changes, or left out with the reason. An import adds and replaces, never removes: an
 * empty list or rating leaves the reader's own as it is. A project met a second time is left out,
 * so the file's first word on it stands.
 */
export function previewTransfer(input: {
  file: TransferFile;
  catalogue: TransferCatalogue;
  marks: ReadonlyMap<string, CurrentMark>;
}): TransferPreview {
  const { file, catalogue, marks } = input;
  const matched: MatchedTransferRow[] = [];
  const unmatched: UnmatchedTransferRow[] = [];
  const seen = new Set<string>();
  for (const row of file.rows) {
    const leaveOut = (reason: string) => unmatched.push({ row: row.row, name: row.name, reason });
    if (row.problem) {
      leaveOut(row.problem);
      continue;
    }
    if (row.list === null && row.rating === null) {
      leaveOut(transferMessages.nothingToImport);
      continue;
    }
    const found = catalogue.find(row);
    if ('reason' in found) {
      leaveOut(found.reason);
      continue;
    }
    const { project, by } = found;
    if (seen.has(project.id)) {
      leaveOut(transferMessages.duplicate);
      continue;
    }
    const rating = project.rateable ? row.rating : null;
    if (row.list === null && rating === null) {
      leaveOut(transferMessages.cannotBeRated);
      continue;
    }
    seen.add(project.id);
    matched.push({
      row: row.row,
      projectId: project.id,
      name: project.name,
      matchedBy: by,
      list: row.list,
      rating,
      change: changeOf(marks.get(project.id), row.list, rating),
      note: rating === null && row.rating !== null ? transferMessages.ratingLeftOut : null,
    });
  }
  return {
    format: file.format,
    rows: file.rows.length,
    matched,
    unmatched,
    ignoredLabels: file.ignoredLabels,
  };
}
