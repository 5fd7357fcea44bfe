import type { Connection } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { CacheSync } from '../src/platform/pubsub';
import { InProcessPubSub } from '../src/platform/pubsub/in-process-pubsub';
import { connectFreshDatabase } from './test-api';

/**
 * The set-up of a read model's spec (docs/architecture.md § Read models): a fresh database of the
 * run for the file, dropped after it, and one in-process pub/sub that the file's API "instances"
 * share, each with a `CacheSync` of its own. `register` gives the file's schemas to the connection.
 */
export function instancesOnOneDatabase(register: (connection: Connection) => void = () => {}) {
  const pubsub = new InProcessPubSub();
  let connection: Connection | undefined;
  beforeAll(async () => {
    connection = await connectFreshDatabase();
    register(connection);
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
    await pubsub.close();
  });
  return {
    connection(): Connection {
      if (!connection) throw new Error('The database is connected in beforeAll');
      return connection;
    },
    /** A new instance's `CacheSync`, on the shared pub/sub. */
    cacheSync: () => new CacheSync(pubsub),
    /** Lets the pub/sub deliver, and the other instances' listeners run. */
    delivered: () => new Promise<void>((resolve) => setTimeout(resolve, 10)),
  };
}
