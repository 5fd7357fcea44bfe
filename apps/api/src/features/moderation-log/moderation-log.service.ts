import { Injectable } from '@nestjs/common';
import {
  DomainError,
  MODERATION_LOG_PAGE_SIZE,
  type ModerationAction,
  type ModerationLogEntry,
  type ModerationTarget,
  publicModerationTarget,
  type PublicModerationEntry,
} from '@vn/domain';
import { newObjectId } from '../../platform/ids';
import { allows, type Viewer } from '../../platform/session';
import { ModerationLogLines } from './moderation-log-lines';
import { ModerationLogRepository } from './moderation-log.repository';
import type { ModerationLogRecord } from './moderation-log.schema';

/**
 * The moderation log (docs/product §2.2 /log): every staff action is recorded after it is done, and
 * moderators read it, newest first, as text or page by page. The log is append-only; nothing edits
 * a line. Reads come from memory, `ModerationLogLines`, which the repository keeps current.
 */
@Injectable()
export class ModerationLog {
  constructor(
    private readonly log: ModerationLogRepository,
    private readonly lines: ModerationLogLines,
  ) {}

  /**
   * Records an action the viewer has just done; `text` says what to what, in Russian, for the staff,
   * `target` what it was done to, so /log can link it, and `publicDetails` what everyone may read
   * beyond the action and its target (docs/product §A2.9): never ids, e-mails, private notes or a
   * removed text.
   */
  async record(
    viewer: Viewer,
    action: ModerationAction,
    text: string,
    target?: ModerationTarget,
    publicDetails?: string,
  ): Promise<void> {
    const record: ModerationLogRecord = {
      _id: newObjectId(),
      at: new Date(),
      by: { _id: viewer.user._id, username: viewer.user.username },
      action,
      text,
      ...(target && { target }),
      ...(publicDetails && { publicDetails }),
    };
    await this.log.append(record);
  }

  /**
   * The log as text, one action a line, newest first. docs/product §2.2: others get the not-found page,
   * so the API answers them "Not Found" (404) rather than 403 — the log's existence is not shown.
   */
  text(viewer: Viewer | null, limit: number): string {
    this.allow(viewer);
    return this.lines.slice(0, limit).map(logLine).join('\n');
  }

  /** A page of the log for /log, newest first; "Not Found" to others, as the text. */
  entries(viewer: Viewer | null, page: number): { entries: ModerationLogEntry[]; count: number } {
    this.allow(viewer);
    const size = MODERATION_LOG_PAGE_SIZE;
    return {
      entries: this.lines.slice(page * size, size).map(presentEntry),
      count: this.lines.count,
    };
  }

  /** A page of the log as everyone reads it (docs/product §A2.9), newest first. */
  publicEntries(page: number): { entries: PublicModerationEntry[]; count: number } {
    const size = MODERATION_LOG_PAGE_SIZE;
    return {
      entries: this.lines.slice(page * size, size).map(presentPublicEntry),
      count: this.lines.count,
    };
  }

  private allow(viewer: Viewer | null): void {
    if (!allows(viewer, 'viewLog')) throw DomainError.of('notFound');
  }
}

function presentEntry(line: ModerationLogRecord): ModerationLogEntry {
  return {
    _id: line._id,
    at: line.at.toISOString(),
    by: { _id: line.by._id, username: line.by.username },
    action: line.action,
    text: line.text,
    ...(line.target && { target: line.target }),
  };
}

function presentPublicEntry(line: ModerationLogRecord): PublicModerationEntry {
  const target = line.target && publicModerationTarget(line.target);
  return {
    _id: line._id,
    at: line.at.toISOString(),
    by: { _id: line.by._id, username: line.by.username },
    action: line.action,
    details: line.publicDetails ?? '',
    ...(target && { target }),
  };
}

/** "2026-11-22T10:00:00.000Z Мод (moderator-id) ban: забанил …" */
function logLine(line: ModerationLogRecord): string {
  return `${line.at.toISOString()} ${line.by.username} (${line.by._id}) ${line.action}: ${line.text}`;
}
