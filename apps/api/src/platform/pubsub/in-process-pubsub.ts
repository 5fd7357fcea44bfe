import type { PubSub } from './pubsub';

/** One instance: messages go to this process's subscribers, after the publisher's turn ends. */
export class InProcessPubSub implements PubSub {
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  publish(channel: string, message: unknown): Promise<void> {
    // Through JSON, as over Redis: a subscriber never shares an object with the publisher.
    const copy = JSON.stringify(message);
    for (const handler of this.handlers.get(channel) ?? []) {
      queueMicrotask(() => handler(JSON.parse(copy)));
    }
    return Promise.resolve();
  }

  subscribe(channel: string, handler: (message: unknown) => void): () => void {
    const handlers = this.handlers.get(channel) ?? new Set();
    handlers.add(handler);
    this.handlers.set(channel, handlers);
    return () => handlers.delete(handler);
  }

  close(): Promise<void> {
    this.handlers.clear();
    return Promise.resolve();
  }
}
