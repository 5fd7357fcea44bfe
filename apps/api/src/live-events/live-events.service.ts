import { Injectable } from '@nestjs/common';

/** The kinds of live event (SPEC.md §4 Live events): new messages, and new notifications. */
export type LiveEventType = 'newMessages' | 'userEvents';

/** One event for one user's open streams. */
export interface LiveEvent {
  type: LiveEventType;
  data: unknown;
}

/**
 * Server-sent events for signed-in users (issue 8). Features call `publish` after the thing
 * happened; every instance holding a stream of one of those users sends it.
 */
@Injectable()
export class LiveEvents {
  /** Sends the event to every open stream of each user, on every instance. */
  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    // Being built in this session (issue 8): delivery over PUB_SUB with a per-user log for
    // Last-Event-ID. Until then events are dropped.
    void userIds;
    void event;
  }
}
