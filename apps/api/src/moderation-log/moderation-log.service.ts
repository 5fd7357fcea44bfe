import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DomainError, type ModerationAction } from '@vn/domain';
import type { Model } from 'mongoose';
import { newObjectId } from '../common/ids';
import { allows } from '../common/permission';
import type { Viewer } from '../session/viewer';
import { MODERATION_LOG_COLLECTION, type ModerationLogRecord } from './moderation-log.schema';

/**
 * The moderation log (issue 7, SPEC.md §2.2 /log): every staff action is recorded after it is done,
 * and moderators read it as text, newest first. The log is append-only; nothing edits a line.
 */
@Injectable()
export class ModerationLog {
  constructor(
    @InjectModel(MODERATION_LOG_COLLECTION) private readonly log: Model<ModerationLogRecord>,
  ) {}

  /** Records an action the viewer has just done; `text` says what to what, in Russian. */
  async record(viewer: Viewer, action: ModerationAction, text: string): Promise<void> {
    await this.log.create({
      _id: newObjectId(),
      at: new Date(),
      by: { _id: viewer.user._id, username: viewer.user.username },
      action,
      text,
    });
  }

  /**
   * The log as text, one action a line, newest first. SPEC.md §2.2: others get the not-found page,
   * so the API answers them "Not Found" (404) rather than 403 — the log's existence is not shown.
   */
  async text(viewer: Viewer | null, limit: number): Promise<string> {
    if (!allows(viewer, 'viewLog')) throw DomainError.of('notFound');
    const lines = await this.log.find().sort({ at: -1, _id: -1 }).limit(limit).lean();
    return lines.map(logLine).join('\n');
  }
}

/** "2026-11-22T10:00:00.000Z Мод (moderator-id) ban: забанил …" */
function logLine(line: ModerationLogRecord): string {
  return `${line.at.toISOString()} ${line.by.username} (${line.by._id}) ${line.action}: ${line.text}`;
}
