import type { OnApplicationBootstrap } from '@nestjs/common';
import type { Connection, Model, Schema } from 'mongoose';
import { afterAll, beforeAll } from 'vitest';
import { collectionOf, type RecordSchema } from '../src/platform/database';
import { CacheSync } from '../src/platform/pubsub';
import { InProcessPubSub } from '../src/platform/pubsub/in-process-pubsub';
import { connectFreshDatabase } from './test-api';

/**
 * The set-up of a read model's spec (docs/architecture.md § Read models): a fresh database of the
 * run for the file, dropped after it, and one in-process pub/sub that the file's API "instances"
 * share, each with a `CacheSync` of its own. The file's `schemas` are registered under the collection
 * each names, as the app's modules do (`recordModels`).
 */
export function instancesOnOneDatabase(...schemas: RecordSchema[]) {
  const pubsub = new InProcessPubSub();
  let connection: Connection | undefined;
  beforeAll(async () => {
    connection = await connectFreshDatabase();
    for (const schema of schemas) connection.model(collectionOf(schema), schema);
  });
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
    await pubsub.close();
  });
  return {
    /** The model of one of the file's schemas, on the fresh database (once beforeAll has run). */
    model<T>(schema: Schema<T>): Model<T> {
      if (!connection) throw new Error('The database is connected in beforeAll');
      return connection.model<T>(collectionOf(schema));
    },
    /** A new instance's `CacheSync`, on the shared pub/sub. */
    cacheSync: () => new CacheSync(pubsub),
    /** Lets the pub/sub deliver, and the other instances' listeners run. */
    delivered: () => new Promise<void>((resolve) => setTimeout(resolve, 10)),
  };
}

/** A read model as an instance has it once started: loaded in `onApplicationBootstrap`, as Nest does. */
export async function started<M extends OnApplicationBootstrap>(readModel: M): Promise<M> {
  await readModel.onApplicationBootstrap();
  return readModel;
}
