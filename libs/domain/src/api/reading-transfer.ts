import { z } from 'zod';
import { readingListSchema } from '../catalogue/schemas';
import { exportFileKinds } from '../reading-transfer/transfer-file';
import { transferChanges, transferFormats } from '../reading-transfer/messages';
import { defineEndpoint, JSON_OR_MULTIPART, type Endpoint } from './endpoint';

/*
 * Lists that travel (docs/product §A5.5, ours): a reader downloads their lists and ratings as a
 * file, and imports a file (ours, or the external database's list export) into their own account
 * in two steps, so nothing is written before they have seen what matched.
 */

export const listsExportQuerySchema = z.strictObject({ kind: z.enum(exportFileKinds) });

export const listsExportFileSchema = z.object({
  /** `vn-lists-{username}-{YYYY-MM-DD}.json|csv`. */
  fileName: z.string(),
  mediaType: z.string(),
  /** The file's text: JSON, or CSV (RFC 4180, UTF-8 with a byte-order mark). */
  text: z.string(),
  records: z.number().int().nonnegative(),
});

export const listsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lists/export',
  summary: 'The signed-in reader’s reading lists and ratings as a file to download (JSON or CSV)',
  description:
    'Ours (docs/product §A5.5). One record a project the reader listed or rated: project id, url, name, external (VNDB) id, list, rating 1..10, when it last changed. The JSON carries a header (format `vn-reading-lists`, version 1, exportedAt, username).',
  query: listsExportQuerySchema,
  response: listsExportFileSchema,
});

/**
 * The file to import: multipart with the file in `file`, or JSON with its text in `text` (one of
 * the two; the API reads the file as UTF-8).
 */
export const listsImportBodySchema = z.strictObject({ text: z.string().optional() });

export const listsImportPreviewSchema = z.object({
  format: z.enum(transferFormats),
  /** How many records the file has. */
  rows: z.number().int().nonnegative(),
  matched: z.array(
    z.object({
      row: z.number().int().positive(),
      projectId: z.string(),
      name: z.string(),
      matchedBy: z.enum(['id', 'vndb', 'name']),
      list: readingListSchema.nullable(),
      rating: z.number().int().min(1).max(10).nullable(),
      change: z.enum(transferChanges),
      note: z.string().nullable(),
    }),
  ),
  unmatched: z.array(
    z.object({ row: z.number().int().positive(), name: z.string(), reason: z.string() }),
  ),
  /** The external database's labels that are none of our lists (custom ones), left out. */
  ignoredLabels: z.array(z.string()),
});

export const previewListsImportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/lists/import/preview',
  summary:
    'What importing a file into the signed-in reader’s lists would do: rows matched, what each changes, rows left out and why',
  description:
    'Ours (docs/product §A5.5). Writes nothing. Reads our JSON or CSV export or the external database’s (VNDB) XML list export, up to 2 MB and 5000 records; matches by project id, then VNDB id, then exact name.',
  body: listsImportBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['file'],
  response: listsImportPreviewSchema,
  rateLimits: [{ bucket: 'listImports', per: 'user' }],
});

export const listsImportResultSchema = z.object({
  /** Rows that changed the reader's list or rating. */
  written: z.number().int().nonnegative(),
  /** Rows matched that changed nothing. */
  unchanged: z.number().int().nonnegative(),
  /** Rows left out (as the preview says), or whose write failed. */
  skipped: z.number().int().nonnegative(),
});

export const importListsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/lists/import',
  summary: 'Import a file into the signed-in reader’s lists and ratings, as the preview showed',
  description:
    'Ours (docs/product §A5.5). The same file as the preview, sent again; its matched rows are written one by one as the reader’s own votes and list moves (`POST /api/ratings`, `POST /api/addtolist`). An import adds and replaces, never removes.',
  body: listsImportBodySchema,
  contentTypes: JSON_OR_MULTIPART,
  files: ['file'],
  response: listsImportResultSchema,
  rateLimits: [{ bucket: 'listImports', per: 'user' }],
});

export const readingTransferEndpoints: readonly Endpoint[] = [
  listsExportEndpoint,
  previewListsImportEndpoint,
  importListsEndpoint,
];
