import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { PubSub } from './pubsub';

/**
 * Redis pub/sub (`REDIS_URL`): one connection publishes, a second one, in subscriber mode as Redis
 * requires, listens. Channels are subscribed on Redis while this process has a handler for them.
 * ioredis reconnects and resubscribes by itself after a lost connection.
 */
export class RedisPubSub implements PubSub {
  private readonly logger = new Logger('RedisPubSub');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  constructor(url: string) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    // No ready check (INFO) on the listening connection: a SUBSCRIBE sent while it runs puts the
    // connection into subscriber mode, the INFO then fails, and no channel is heard.
    this.subscriber = this.publisher.duplicate({ enableReadyCheck: false });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    this.subscriber.on('message', (channel: string, text: string) => {
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        this.logger.warn(`Ignored a message on ${channel} that is not JSON`);
        return;
      }
      for (const handler of this.handlers.get(channel) ?? []) handler(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      this.subscriber
        .subscribe(channel)
        .catch((error: Error) => this.logger.warn(`subscribe ${channel}: ${error.message}`));
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.handlers.get(channel) === handlers) {
        this.handlers.delete(channel);
        void this.subscriber.unsubscribe(channel).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
