import { describe, expect, it } from 'vitest';
import { RedisPubSub } from '../src/platform/pubsub/redis-pubsub';
import { useRedisServer } from './redis-server';

describe('RedisPubSub', () => {
  const redis = useRedisServer();

  it('hears every channel subscribed while its connection is being checked', async () => {
    // As at start-up, where services subscribe one after another while ioredis connects: between
    // the connection ('connect') and the end of its ready check ('ready').
    const listener = new RedisPubSub(redis.url);
    const publisher = new RedisPubSub(redis.url);
    const connection = (listener as unknown as { subscriber: import('ioredis').Redis }).subscriber;
    await new Promise((resolve) => connection.once('connect', resolve));
    const heard = new Set<string>();
    for (const channel of ['first', 'second', 'third']) {
      listener.subscribe(channel, () => heard.add(channel));
    }
    try {
      // Published again until heard: a subscription takes effect some time after the call.
      await expect
        .poll(
          async () => {
            for (const channel of ['first', 'second', 'third']) {
              if (!heard.has(channel)) await publisher.publish(channel, {});
            }
            return [...heard].sort();
          },
          { timeout: 3_000, interval: 50 },
        )
        .toEqual(['first', 'second', 'third']);
    } finally {
      await listener.close();
      await publisher.close();
    }
  });
});
