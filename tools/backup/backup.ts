/**
 * `npm run backup -- <folder | file.tar.gz>`: the site's whole database (every collection, with its
 * indexes) and its uploaded images, in the format of backup-folder.ts. Refuses a target that exists
 * and is not an empty folder. Restore with `npm run restore`; see docs/operations.md § Backups.
 */
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { openCatalogueDatabase } from '../db';
import { isArchive, packFolder, scratchFolder } from './archive';
import { BackupError, writeBackup } from './backup-folder';
import { localUploadsDir } from './local-uploads';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    throw new BackupError('Usage: npm run backup -- <folder | file.tar.gz>');
  }
  const target = resolve(positionals[0]!);
  if (existsSync(target) && (isArchive(target) || readdirSync(target).length > 0)) {
    throw new BackupError(`${target} already exists: name a new folder or archive.`);
  }
  const folder = isArchive(target) ? await scratchFolder() : target;
  const uploadsDir = localUploadsDir();
  const database = await openCatalogueDatabase((line) => console.log(line));
  const client = await MongoClient.connect(database.uri);
  try {
    const started = Date.now();
    const manifest = await writeBackup(client.db(), folder, uploadsDir, (line) =>
      console.log(`  ${line}`),
    );
    if (isArchive(target)) await packFolder(folder, target);
    const documents = manifest.collections.reduce((sum, each) => sum + each.documents, 0);
    console.log(
      `Backed up ${manifest.collections.length} collections (${documents} documents)` +
        (uploadsDir
          ? ` and ${manifest.uploads} uploaded files`
          : ' (images are in S3: not included)') +
        ` of ${manifest.database} to ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await client.close();
    await database.stop();
    if (folder !== target) await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
});
