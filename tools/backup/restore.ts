/**
 * `npm run restore -- <folder | file.tar.gz> [--replace]`: puts a backup of `npm run backup` into the
 * site's database (either backend) and uploads folder. Refuses when either already holds data,
 * before writing anything, unless `--replace`, which empties them first. Stop the API while it runs:
 * a running instance keeps its read models from before.
 */
import { resolve } from 'node:path';
import { cp, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { MongoClient, type Db, type Document } from 'mongodb';
import { openCatalogueDatabase } from '../db';
import { isArchive, scratchFolder, unpackArchive } from './archive';
import {
  BackupError,
  checkComplete,
  documentsOf,
  emptyFolder,
  readManifest,
  whatIsThere,
  type Manifest,
} from './backup-folder';
import { localUploadsDir } from './local-uploads';

const BATCH = 1000;

async function refuseUnlessEmpty(database: Db, uploadsDir: string | null): Promise<void> {
  const there = await whatIsThere(database, uploadsDir);
  const parts = [
    ...(there.collections.length > 0
      ? [`the database ${database.databaseName} has data (${there.collections.join(', ')})`]
      : []),
    ...(there.uploads > 0 ? [`${uploadsDir} holds ${there.uploads} files`] : []),
  ];
  if (parts.length > 0) {
    throw new BackupError(
      `Not restored: ${parts.join(', and ')}. Restore onto an empty database, or pass --replace to delete what is there first.`,
    );
  }
}

async function restoreCollections(database: Db, folder: string, manifest: Manifest): Promise<void> {
  for (const entry of manifest.collections) {
    const collection = await database.createCollection(entry.name);
    if (entry.indexes.length > 0) await collection.createIndexes(entry.indexes);
    let batch: Document[] = [];
    let restored = 0;
    for await (const document of documentsOf(folder, entry.name)) {
      batch.push(document);
      if (batch.length === BATCH) {
        restored += (await collection.insertMany(batch, { ordered: true })).insertedCount;
        batch = [];
      }
    }
    if (batch.length > 0) {
      restored += (await collection.insertMany(batch, { ordered: true })).insertedCount;
    }
    if (restored !== entry.documents) {
      throw new BackupError(
        `${entry.name}: ${restored} of the backup's ${entry.documents} documents were written.`,
      );
    }
    console.log(`  ${entry.name}: ${restored} documents`);
  }
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    throw new BackupError('Usage: npm run restore -- <folder | file.tar.gz> [--replace]');
  }
  const source = resolve(positionals[0]!);
  const folder = isArchive(source) ? await scratchFolder() : source;
  const uploadsDir = localUploadsDir();
  const database = await openCatalogueDatabase((line) => console.log(line));
  const client = await MongoClient.connect(database.uri);
  try {
    if (folder !== source) await unpackArchive(source, folder);
    const manifest = await readManifest(folder);
    await checkComplete(folder, manifest);
    const target = client.db();
    if (values.replace) {
      await target.dropDatabase();
      if (uploadsDir) await emptyFolder(uploadsDir);
    } else {
      await refuseUnlessEmpty(target, uploadsDir);
    }
    const started = Date.now();
    await restoreCollections(target, folder, manifest);
    if (uploadsDir && manifest.uploads !== null) {
      await cp(resolve(folder, 'uploads'), uploadsDir, { recursive: true });
      console.log(`  uploads: ${manifest.uploads} files`);
    }
    console.log(
      `Restored ${manifest.collections.length} collections of ${manifest.database} (backed up ${manifest.createdAt}) ` +
        `into ${target.databaseName} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await client.close();
    await database.stop();
    if (folder !== source) await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
