import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, startDatabase, withDatabaseName } from '.';

describe('startDatabase', () => {
  it.each(['sqlite', 'postgresql'] as const)(
    'starts a one-run database (%s) empty even when a killed run left its folder behind',
    async (storage) => {
      const dataFolder = `test-leftover-${storage}-${process.pid}`;
      const dataDir = join(repositoryRoot, '.data', dataFolder);
      // A run killed before its stop: its database holds a project.
      const killed = await startDatabase({ dataFolder, storage });
      const uri = (database: { uri: string }) => withDatabaseName(database.uri, 'catalogue');
      const writer = await MongoClient.connect(uri(killed));
      await writer.db().collection('novels').insertOne({ name: 'из прошлого прогона' });
      await writer.close();
      await killed.stop(); // stopped without deleting, as a kill leaves it
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, 'left-behind.txt'), 'a file of the run before');

      const fresh = await startDatabase({ dataFolder, storage, ephemeral: true });
      try {
        expect(existsSync(join(dataDir, 'left-behind.txt'))).toBe(false);
        const reader = await MongoClient.connect(uri(fresh));
        expect(await reader.db().collection('novels').countDocuments()).toBe(0);
        await reader.close();
      } finally {
        await fresh.stop();
      }
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );
});
