import { Injectable, Logger } from '@nestjs/common';
import { translationEventOfCode, type TranslationEventKind } from '@vn/domain';
import type { Viewer } from '../../platform/session';
import { UserEventsService } from '../user-events';
import { TranslationFollowers } from './translation-followers';
import type { TranslationUpdateRecord } from './translation.schema';

/** What an update is about, for finding who follows it. */
export interface UpdateSubject {
  novelId: string;
  translationId: string;
  groupId: string | null;
}

/**
 * Tells a translation's followers what an update did (docs/product §A1.8): one notification per
 * update to each reader who follows its project, the translation or its group, followed since
 * before it, and wants at least one of its kinds of event in the bell; open pages hear of it live
 * (the user events' own channel). News, not the act: a failure is logged, the update stands.
 */
@Injectable()
export class TranslationNews {
  private readonly logger = new Logger('TranslationNews');

  constructor(
    private readonly followers: TranslationFollowers,
    private readonly userEvents: UserEventsService,
  ) {}

  async tell(viewer: Viewer, subject: UpdateSubject, update: TranslationUpdateRecord) {
    const kinds = update.events
      .map((code) => translationEventOfCode(code)?.kind)
      .filter((kind): kind is TranslationEventKind => kind !== undefined);
    if (kinds.length === 0) return;
    const recipients = [...this.followersOf(subject, update.at)].filter((userId) => {
      const alerts = this.followers.of(userId)?.alerts;
      return kinds.some((kind) => alerts?.[kind]?.bell ?? true);
    });
    try {
      await this.userEvents.notify(recipients, {
        type: 'translationUpdated',
        createdBy: { _id: viewer.user._id, username: viewer.user.username },
        novel: subject.novelId,
        status: update.events.join(','),
      });
    } catch (error) {
      this.logger.warn(`followers of ${subject.translationId} not told: ${String(error)}`);
    }
  }

  /** The readers who followed it before `at`: a new follow hears nothing of what came before. */
  followersOf(subject: UpdateSubject, at: Date): Set<string> {
    const targets = [
      { kind: 'novel' as const, target: subject.novelId },
      { kind: 'translation' as const, target: subject.translationId },
      ...(subject.groupId ? [{ kind: 'group' as const, target: subject.groupId }] : []),
    ];
    const users = this.followers.followersOf(targets);
    for (const userId of users) {
      const follows = this.followers.of(userId)?.follows ?? [];
      const since = Math.min(
        ...follows
          .filter((follow) =>
            targets.some((t) => t.kind === follow.kind && t.target === follow.target),
          )
          .map((follow) => follow.since.getTime()),
      );
      if (since > at.getTime()) users.delete(userId);
    }
    return users;
  }
}
