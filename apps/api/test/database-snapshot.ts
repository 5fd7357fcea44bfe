import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { ViewCounter } from '../src/features/novels/view-counter';
import type { TestApi } from './test-api';

/**
 * Every document of every collection, as text: two equal snapshots around a refused call prove it
 * wrote nothing. The test databases are small, so reading them whole is cheap.
 */
export async function databaseSnapshot(api: TestApi): Promise<string> {
  // Views counted earlier are written in the background; write them now, so a timer firing
  // between two snapshots cannot look like a refused call's write.
  await api.app.get(ViewCounter).flush();
  const connection = api.app.get<Connection>(getConnectionToken());
  const database = connection.db;
  if (!database) throw new Error('The API has no database connection');
  const collections = (await database.listCollections().toArray())
    .map((collection) => collection.name)
    .sort();
  const contents: Record<string, unknown[]> = {};
  for (const name of collections) {
    contents[name] = await database.collection(name).find({}).sort({ _id: 1 }).toArray();
  }
  return JSON.stringify(contents);
}
