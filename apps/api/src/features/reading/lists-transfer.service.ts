import { Injectable } from '@nestjs/common';
import {
  canBeRated,
  DomainError,
  isTransferRefusal,
  listsExportCsv,
  listsExportFileName,
  listsExportJson,
  previewTransfer,
  readTransferFile,
  TRANSFER_LIMITS,
  TransferCatalogue,
  transferMessages,
  type CurrentMark,
  type ExportFileKind,
  type ExportRecord,
  type TransferPreview,
  type TransferProject,
} from '@vn/domain';
import { CatalogueIndex } from '../novels';
import type { Viewer } from '../../platform/session';
import { ReaderMarks } from './reader-marks';
import { ReadingService } from './reading.service';

/** A file to import as a call receives it: uploaded (multipart) or as text (JSON). */
export interface ImportInput {
  file?: Buffer;
  text?: string;
}

/**
 * Lists that travel (docs/product §A5.5, ours): a reader's lists and ratings written to a file, and
 * a file read, matched and written back into the reader's own account. Reads come from memory (the
 * reader's marks, the catalogue index); the import writes through `ReadingService` one row at a
 * time, as the reader's own votes and list moves, so counters, read models, events and other
 * instances follow as they do for those.
 */
@Injectable()
export class ListsTransferService {
  constructor(
    private readonly reading: ReadingService,
    private readonly marks: ReaderMarks,
    private readonly index: CatalogueIndex,
  ) {}

  async exportFile(viewer: Viewer, kind: ExportFileKind) {
    const marks = await this.marks.of(viewer.user._id);
    const records: ExportRecord[] = [];
    for (const novelId of new Set([...marks.lists.keys(), ...marks.ratings.keys()])) {
      const entry = this.index.get(novelId);
      if (!entry || entry.record.removed) continue;
      const list = marks.lists.get(novelId);
      const rating = marks.ratings.get(novelId);
      const changedAt = Math.max(list?.at.getTime() ?? 0, rating?.at.getTime() ?? 0);
      records.push({
        projectId: novelId,
        url: entry.record.url,
        name: entry.record.name,
        vndbId: entry.record.vndb?.id ?? null,
        list: list?.list ?? null,
        rating: rating?.rating ?? null,
        changedAt: new Date(changedAt).toISOString(),
      });
    }
    records.sort(
      (a, b) => a.name.localeCompare(b.name, 'ru') || a.projectId.localeCompare(b.projectId),
    );
    const exportedAt = new Date().toISOString();
    const data = {
      format: 'vn-reading-lists',
      version: 1,
      exportedAt,
      username: viewer.user.username,
      records,
    } as const;
    return {
      fileName: listsExportFileName(viewer.user.username, exportedAt, kind),
      mediaType: kind === 'json' ? 'application/json' : 'text/csv; charset=utf-8',
      text: kind === 'json' ? listsExportJson(data) : listsExportCsv(data),
      records: records.length,
    };
  }

  /** What importing the file would do; writes nothing. */
  async preview(viewer: Viewer, input: ImportInput): Promise<TransferPreview> {
    const file = readTransferFile(textOf(input));
    if (isTransferRefusal(file)) {
      throw new DomainError(file.refused === 'tooLarge' ? 'tooLarge' : 'invalid', file.message);
    }
    const marks = await this.marks.of(viewer.user._id);
    const current = new Map<string, CurrentMark>();
    for (const [novelId, { list }] of marks.lists) current.set(novelId, { list, rating: null });
    for (const [novelId, { rating }] of marks.ratings) {
      current.set(novelId, { list: current.get(novelId)?.list ?? null, rating });
    }
    return previewTransfer({ file, catalogue: this.catalogue(), marks: current });
  }

  /**
   * Writes what the preview of the same file shows, as it is now: each matched row that changes
   * something moves the list, then the rating. A row whose write fails (its project removed
   * meanwhile) is counted as skipped and the rest go on.
   */
  async import(viewer: Viewer, input: ImportInput) {
    const preview = await this.preview(viewer, input);
    let written = 0;
    let unchanged = 0;
    let skipped = preview.unmatched.length;
    for (const row of preview.matched) {
      if (row.change === 'same') {
        unchanged += 1;
        continue;
      }
      try {
        if (row.change !== 'rating' && row.list !== null) {
          await this.reading.addToList(viewer, row.projectId, row.list);
        }
        if (row.change !== 'list' && row.rating !== null) {
          await this.reading.rate(viewer, row.projectId, row.rating);
        }
        written += 1;
      } catch (error) {
        if (!(error instanceof DomainError) || error.kind === 'unavailable') throw error;
        skipped += 1;
      }
    }
    return { written, unchanged, skipped };
  }

  private catalogue(): TransferCatalogue {
    const projects: TransferProject[] = [];
    for (const entry of this.index.visible()) {
      projects.push({
        id: entry.record._id,
        name: entry.record.name,
        alternativeNames: entry.record.alternativeNames,
        vndbId: entry.record.vndb?.id ?? null,
        rateable: canBeRated(entry.record.status),
      });
    }
    return new TransferCatalogue(projects);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file's text: the upload read as UTF-8 (its size checked first), or the text sent as JSON. */
function textOf({ file, text }: ImportInput): string {
  if (file) {
    if (file.length > TRANSFER_LIMITS.maxBytes) {
      throw new DomainError('tooLarge', transferMessages.tooLarge);
    }
    try {
      return utf8.decode(file);
    } catch {
      throw new DomainError('invalid', transferMessages.unreadable(transferMessages.notUtf8));
    }
  }
  if (text !== undefined) return text;
  throw new DomainError('invalid', transferMessages.noFile);
}
