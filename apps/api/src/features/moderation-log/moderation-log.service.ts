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
 * a line. An action whose record must name its line (a comment a moderator removed, docs/product
 * §A2.10) records the line first and withdraws it if the action then fails (ADR 0006). Reads come
 * from memory, `ModerationLogLines`, which the repository keeps current.
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
   * removed text. Answers the line's id, for a record that links to its entry.
   */
  async record(
    viewer: Viewer,
    action: ModerationAction,
    text: string,
    target?: ModerationTarget,
    publicDetails?: string,
  ): Promise<string> {
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
    return record._id;
  }

  /** Takes back a line `record` wrote, when the action it records failed after it (ADR 0006). */
  withdraw(id: string): Promise<void> {
    return this.log.withdraw(id);
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
  entries(viewer: Viewer | null, which: LogPageQuery): LogPage<ModerationLogEntry> {
    this.allow(viewer);
    return this.page(which, presentEntry);
  }

  /** A page of the log as everyone reads it (docs/product §A2.9), newest first. */
  publicEntries(which: LogPageQuery): LogPage<PublicModerationEntry> {
    return this.page(which, presentPublicEntry);
  }

  /**
   * The page asked for, or the one holding `entry` (docs/product §A2.9: a link to one entry finds it
   * however many came after it); an entry the log does not have leaves the page asked for.
   */
  private page<E>(which: LogPageQuery, present: (line: ModerationLogRecord) => E): LogPage<E> {
    const size = MODERATION_LOG_PAGE_SIZE;
    const index = which.entry === undefined ? -1 : this.lines.indexOf(which.entry);
    const page = index >= 0 ? Math.floor(index / size) : which.page;
    return {
      entries: this.lines.slice(page * size, size).map(present),
      count: this.lines.count,
      page,
    };
  }

  private allow(viewer: Viewer | null): void {
    if (!allows(viewer, 'viewLog')) throw DomainError.of('notFound');
  }
}

/** Which page of the log a call asks for: by number, or the one holding an entry. */
interface LogPageQuery {
  page: number;
  entry?: string | undefined;
}

/** A page of the log as the calls answer it, with the page it is (0-based). */
interface LogPage<E> {
  entries: E[];
  count: number;
  page: number;
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
