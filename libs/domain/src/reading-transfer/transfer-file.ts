import { isReadingList, type ReadingList } from '../catalogue/reading-lists';
import { CsvSyntaxError, readCsv, writeCsv } from './csv';
import { TRANSFER_LIMITS, transferMessages, type TransferFormat } from './messages';
import { vndbListRows } from './vndb-list';
import { XmlSyntaxError } from './xml';

/*
 * Lists that travel (docs/product §A5.5, ours): a reader's reading lists and ratings written to a
 * file of ours (JSON or CSV) and read back, from ours or from the external database's list export.
 */

/** The name and version our JSON export carries in its header. */
export const LISTS_EXPORT_FORMAT = 'vn-reading-lists';
export const LISTS_EXPORT_VERSION = 1;

/** The file kinds a reader downloads. */
export const exportFileKinds = ['json', 'csv'] as const;
export type ExportFileKind = (typeof exportFileKinds)[number];

/** One project a reader marked, as the export writes it. */
export interface ExportRecord {
  projectId: string;
  url: string;
  name: string;
  /** The external database's id (`v123`), when the project has one. */
  vndbId: string | null;
  list: ReadingList | null;
  /** 1..10. */
  rating: number | null;
  /** When the list mark or the rating last changed, whichever is later (ISO 8601). */
  changedAt: string;
}

/** Our JSON export: a small header and the records. */
export interface ListsExport {
  format: typeof LISTS_EXPORT_FORMAT;
  version: typeof LISTS_EXPORT_VERSION;
  exportedAt: string;
  username: string;
  records: ExportRecord[];
}

/** The CSV's columns, in order; its first line names them. */
export const csvColumns = [
  'project_id',
  'url',
  'name',
  'vndb_id',
  'list',
  'rating',
  'changed_at',
] as const;

/** Our JSON file's text. */
export function listsExportJson(data: ListsExport): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

/**
 * Our CSV file's text: a header row, then one record a project; empty fields for no list, no rating
 * or no external id. It starts with a byte-order mark, so spreadsheets read the Russian names as
 * UTF-8 (the reader skips it).
 */
export function listsExportCsv(data: Pick<ListsExport, 'records'>): string {
  const rows = data.records.map((record) => [
    record.projectId,
    record.url,
    record.name,
    record.vndbId ?? '',
    record.list ?? '',
    record.rating === null ? '' : String(record.rating),
    record.changedAt,
  ]);
  return `\uFEFF${writeCsv([[...csvColumns], ...rows])}`;
}

/** The download's name: `vn-lists-{username}-{YYYY-MM-DD}.{json|csv}`. */
export function listsExportFileName(username: string, exportedAt: string, kind: ExportFileKind) {
  const safe = username.replace(/[^\p{L}\p{N}_-]+/gu, '_');
  return `vn-lists-${safe}-${exportedAt.slice(0, 10)}.${kind}`;
}

/** One record of a file to import, whatever its format. */
export interface TransferRow {
  /** 1-based place among the file's records. */
  row: number;
  /** Our project id (our exports). */
  projectId: string | null;
  /** The external database's id, `v123`. */
  vndbId: string | null;
  name: string;
  /** Other names the file gives (the external database's original title). */
  otherNames: string[];
  list: ReadingList | null;
  rating: number | null;
  changedAt: string | null;
  /**
   * What in the record cannot be taken as it is: a rating outside 1..10, a list we do not have
   * (a Russian phrase; the record is reported, not imported).
   */
  problem: string | null;
}

/** A file read: its format, its records, and the external database's labels left out. */
export interface TransferFile {
  format: TransferFormat;
  rows: TransferRow[];
  /** Labels of the external database that are none of our lists (custom ones), by name. */
  ignoredLabels: string[];
}

/** Why a file was refused as a whole: too big (413), too many records or unreadable (400). */
export interface TransferRefusal {
  refused: 'tooLarge' | 'tooManyRows' | 'unreadable';
  message: string;
}

/** The byte length of a text as UTF-8, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

class Unreadable extends Error {}

const unreadable = (why: string): never => {
  throw new Unreadable(why);
};

/** A rating as a file of ours writes it: an integer 1..10, or empty for none. */
function ratingOf(value: unknown): { rating: number | null; problem: string | null } {
  if (value === null || value === undefined || value === '') return { rating: null, problem: null };
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) && number >= 1 && number <= 10
    ? { rating: number, problem: null }
    : { rating: null, problem: transferMessages.ratingOutOfRange };
}

function listOf(value: unknown): { list: ReadingList | null; problem: string | null } {
  if (value === null || value === undefined || value === '') return { list: null, problem: null };
  const text = String(value).trim();
  return isReadingList(text)
    ? { list: text, problem: null }
    : { list: null, problem: transferMessages.unknownList(text.slice(0, 40)) };
}

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A record of ours (JSON or CSV, by field) as a row to import. */
function ourRow(row: number, fields: Record<string, unknown>): TransferRow {
  const { rating, problem: ratingProblem } = ratingOf(fields['rating']);
  const { list, problem: listProblem } = listOf(fields['list']);
  return {
    row,
    projectId: textOrNull(fields['projectId']),
    vndbId: textOrNull(fields['vndbId']),
    name: typeof fields['name'] === 'string' ? fields['name'].trim() : '',
    otherNames: [],
    list,
    rating,
    changedAt: textOrNull(fields['changedAt']),
    problem: listProblem ?? ratingProblem,
  };
}

function readOurJson(text: string): TransferFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    unreadable('JSON испорчен');
  }
  const header = data as Partial<Record<keyof ListsExport, unknown>> | null;
  if (typeof header !== 'object' || header === null || header.format !== LISTS_EXPORT_FORMAT) {
    return unreadable(transferMessages.unknownFormat);
  }
  if (header.version !== LISTS_EXPORT_VERSION) {
    return unreadable(`версия ${String(header.version)} этого формата не поддерживается`);
  }
  if (!Array.isArray(header.records)) return unreadable('в файле нет списка записей');
  if (header.records.length > TRANSFER_LIMITS.maxRows) throw new TooManyRows();
  return {
    format: 'json',
    ignoredLabels: [],
    rows: header.records.map((record: unknown, index) =>
      typeof record === 'object' && record !== null && !Array.isArray(record)
        ? ourRow(index + 1, record as Record<string, unknown>)
        : unreadable(`запись ${index + 1} — не объект`),
    ),
  };
}

function readOurCsv(text: string): TransferFile | null {
  let records: string[][];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return null;
    throw error;
  }
  const header = records[0]?.map((name) => name.trim().toLowerCase());
  if (!header || !csvColumns.every((column) => header.includes(column))) return null;
  const body = records.slice(1).filter((fields) => fields.some((field) => field.trim() !== ''));
  if (body.length > TRANSFER_LIMITS.maxRows) throw new TooManyRows();
  const at = (fields: string[], column: (typeof csvColumns)[number]) =>
    fields[header.indexOf(column)];
  return {
    format: 'csv',
    ignoredLabels: [],
    rows: body.map((fields, index) =>
      ourRow(index + 1, {
        projectId: at(fields, 'project_id'),
        vndbId: at(fields, 'vndb_id'),
        name: at(fields, 'name'),
        list: at(fields, 'list'),
        rating: at(fields, 'rating'),
        changedAt: at(fields, 'changed_at'),
      }),
    ),
  };
}

class TooManyRows extends Error {}

/**
 * Reads a file to import: ours in JSON (by its header), the external database's list export (an
 * XML text whose root is `vndb-export`), or ours in CSV (by its header row). A file too big, with
 * too many records or none of these is refused whole; a record that cannot be taken is kept with
 * its `problem`, to be reported.
 */
export function readTransferFile(text: string): TransferFile | TransferRefusal {
  if (utf8Length(text) > TRANSFER_LIMITS.maxBytes) {
    return { refused: 'tooLarge', message: transferMessages.tooLarge };
  }
  const body = text.replace(/^\uFEFF/, '');
  const start = body.trimStart();
  try {
    if (start.startsWith('{')) return readOurJson(body);
    if (start.startsWith('<')) {
      const file = vndbListRows(start);
      if (file.rows.length > TRANSFER_LIMITS.maxRows) throw new TooManyRows();
      return file;
    }
    return readOurCsv(body) ?? unreadable(transferMessages.unknownFormat);
  } catch (error) {
    if (error instanceof TooManyRows) {
      return { refused: 'tooManyRows', message: transferMessages.tooManyRows };
    }
    if (error instanceof Unreadable || error instanceof XmlSyntaxError) {
      return { refused: 'unreadable', message: transferMessages.unreadable(error.message) };
    }
    throw error;
  }
}

/** Whether reading a file ended in a refusal. */
export function isTransferRefusal(value: TransferFile | TransferRefusal): value is TransferRefusal {
  return 'refused' in value;
}
