import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { PUB_SUB, type PubSub } from './pubsub';

const CHANNEL = 'vn:cache';

/**
 * What the in-memory read models hold; `key` narrows it (a project id, a user id) where it can.
 * The two-instance test walks every one of them.
 */
export const CACHE_TOPICS = [
  'novel',
  'novels',
  'vocabularies',
  'translators',
  'readerMarks',
  'projectVotes',
  'userEvents',
  'posts',
  'comments',
  'contacts',
  'moderationLog',
  'users',
  'translations',
  'translationFollows',
  'sanctions',
  'reports',
  'recommendations',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

interface CacheMessage {
  origin: string;
  topic: CacheTopic;
  key: string | null;
}

/**
 * Keeps the in-memory read models of several API instances in step: whoever writes says what changed
 * (`changed`), and every other instance re-reads it from the database (`onChange`). An instance
 * hears its own messages too and ignores them, as its writes already updated its memory.
 */
@Injectable()
export class CacheSync {
  private readonly logger = new Logger('CacheSync');
  private readonly origin = randomUUID();
  private readonly refreshers = new Map<
    CacheTopic,
    ((key: string | null) => Promise<void> | void)[]
  >();

  constructor(@Inject(PUB_SUB) private readonly pubsub: PubSub) {
    pubsub.subscribe(CHANNEL, (message) => void this.received(message as CacheMessage));
  }

  /** Tells the other instances; a failure is logged, never the writer's error (its write is done). */
  changed(topic: CacheTopic, key: string | null = null): void {
    const message: CacheMessage = { origin: this.origin, topic, key };
    this.pubsub
      .publish(CHANNEL, message)
      .catch((error: Error) => this.logger.warn(`not published (${topic}): ${error.message}`));
  }

  /**
   * How this instance refreshes a topic when another instance changed it. A topic may have several
   * listeners; every one runs, and one that fails neither stops nor delays the others.
   */
  onChange(topic: CacheTopic, refresh: (key: string | null) => Promise<void> | void): void {
    const listeners = this.refreshers.get(topic) ?? [];
    listeners.push(refresh);
    this.refreshers.set(topic, listeners);
  }

  private async received(message: CacheMessage): Promise<void> {
    if (message.origin === this.origin) return;
    const listeners = this.refreshers.get(message.topic) ?? [];
    const results = await Promise.allSettled(
      listeners.map(async (refresh) => refresh(message.key)),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        this.logger.warn(`refresh of ${message.topic} failed: ${String(result.reason)}`);
      }
    }
  }
}
