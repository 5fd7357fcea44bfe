import { afterAll, beforeAll } from 'vitest';
import {
  startInstance,
  useAccountsWorld,
  type SignUpOptions,
  type TestUser,
} from './accounts-fixture';
import type { HttpClient } from './http-client';
import { EventStream } from './live-events/event-stream';
import { useRedisServer } from './redis-server';
import type { TestApi } from './test-api';

/**
 * An accounts world whose API speaks to a real Redis (docs/architecture.md § Several instances), and
 * a way to start another instance of the API on its database and Redis (the caller closes it).
 */
export function useAccountsWorldOnRedis<Name extends string = never>(
  cast: Record<Name, SignUpOptions>,
) {
  const redis = useRedisServer();
  const accounts = useAccountsWorld(cast, () => ({ REDIS_URL: redis.url }));
  return {
    ...accounts,
    redis,
    startAnother: () => startInstance(accounts.world.api.databaseUri, { REDIS_URL: redis.url }),
  };
}

/**
 * Two API instances on one database and a real Redis (docs/architecture.md § Several instances):
 * the accounts world is the first, and the second starts once the world's people have signed up.
 * Live-event streams opened through `openStream` are closed before the second instance is.
 */
export function useTwoInstances<Name extends string = never>(cast: Record<Name, SignUpOptions>) {
  const { world, people, startAnother } = useAccountsWorldOnRedis(cast);
  const second = {} as TestApi;
  let started: TestApi | undefined;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    started = await startAnother();
    Object.assign(second, started);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await started?.close();
  });
  return {
    world,
    people,
    second,
    /** The same browser (its session cookie) talking to the second instance. */
    onSecond: (user: TestUser) => user.client.sameBrowserOn(second.baseUrl),
    /** A live-event stream, closed when the file ends. */
    openStream: async (client: HttpClient, options?: Parameters<typeof EventStream.open>[1]) => {
      const stream = await EventStream.open(client, options);
      streams.push(stream);
      return stream;
    },
  };
}
