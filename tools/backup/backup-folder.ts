/**
 * The backup's format, written and read here only: a folder (or a .tar.gz of one) holding
 *
 *   manifest.json              what is in it; written last, so a backup without it is unfinished
 *   collections/<name>.jsonl   one document per line, in canonical Extended JSON (ObjectId, dates
 *                              and 64-bit numbers keep their types across backends)
 *   uploads/…                  the uploaded images, when they are on the local disk (UPLOADS_DIR)
 *
 * Each collection is read in one pass in `_id` order. There is no snapshot across collections (neither
 * FerretDB backend has one), so a backup taken under writes can hold a comment without the counter it
 * moved; the API's counter repair at start puts such counters right (docs/operations.md § Backups).
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { BSON, type Db, type Document, type IndexDescription } from 'mongodb';

const { EJSON } = BSON;

export const BACKUP_FORMAT = 'vn-catalogue-backup';
export const BACKUP_VERSION = 1;

export interface CollectionEntry {
  name: string;
  documents: number;
  /** The secondary indexes (not `_id`), as `createIndexes` takes them. */
  indexes: IndexDescription[];
}

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The database the backup was taken from (a restore may put it under another name). */
  database: string;
  collections: CollectionEntry[];
  /** Files under uploads/, or null when the images were not on a local disk. */
  uploads: number | null;
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The index options that survive a round trip; anything else the server reports is its own. */
const INDEX_OPTIONS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
] as const;

async function indexesOf(database: Db, collection: string): Promise<IndexDescription[]> {
  const listed = await database.collection(collection).listIndexes().toArray();
  return listed
    .filter((index) => index['name'] !== '_id_')
    .map((index) => {
      const description: IndexDescription = { key: index['key'], name: index['name'] };
      for (const option of INDEX_OPTIONS) {
        if (index[option] !== undefined) Object.assign(description, { [option]: index[option] });
      }
      return description;
    });
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/** Writes the database (every collection) and, if given, the uploads folder into `folder`. */
export async function writeBackup(
  database: Db,
  folder: string,
  uploadsDir: string | null,
  log: (line: string) => void,
): Promise<Manifest> {
  await mkdir(join(folder, 'collections'), { recursive: true });
  const names = (await database.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
  const collections: CollectionEntry[] = [];
  for (const name of names) {
    const file = createWriteStream(join(folder, 'collections', `${name}.jsonl`));
    let documents = 0;
    for await (const document of database.collection(name).find({}).sort({ _id: 1 })) {
      if (!file.write(`${EJSON.stringify(document, { relaxed: false })}\n`)) {
        await once(file, 'drain');
      }
      documents += 1;
    }
    file.end();
    await once(file, 'finish');
    collections.push({ name, documents, indexes: await indexesOf(database, name) });
    log(`${name}: ${documents} documents`);
  }
  let uploads: number | null = null;
  if (uploadsDir) {
    const target = join(folder, 'uploads');
    if (existsSync(uploadsDir)) await cp(uploadsDir, target, { recursive: true });
    else await mkdir(target);
    uploads = await countFiles(target);
    log(`uploads: ${uploads} files`);
  }
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: database.databaseName,
    collections,
    uploads,
  };
  await writeFile(join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of a finished backup; refuses a folder that is not one, or was cut short. */
export async function readManifest(folder: string): Promise<Manifest> {
  const path = join(folder, 'manifest.json');
  if (!existsSync(path)) {
    throw new BackupError(
      `${folder} is not a finished backup: it has no manifest.json (a backup writes it last).`,
    );
  }
  const manifest = JSON.parse(await readFile(path, 'utf8')) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `${folder} is not a backup this version can read (format ${String(manifest.format)} ${String(manifest.version)}).`,
    );
  }
  return manifest;
}

/** Every document of one collection's file, in order. */
export async function* documentsOf(folder: string, collection: string): AsyncGenerator<Document> {
  const lines = createInterface({
    input: createReadStream(join(folder, 'collections', `${collection}.jsonl`)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.length > 0) yield EJSON.parse(line, { relaxed: false }) as Document;
  }
}

/**
 * Refuses a backup whose collection files hold fewer or more documents than its manifest lists (a
 * copy cut short, a file edited), before the restore writes anything.
 */
export async function checkComplete(folder: string, manifest: Manifest): Promise<void> {
  for (const entry of manifest.collections) {
    if (!existsSync(join(folder, 'collections', `${entry.name}.jsonl`))) {
      throw new BackupError(`${entry.name}: its file is missing from the backup.`);
    }
    let held = 0;
    for await (const document of documentsOf(folder, entry.name)) if (document) held += 1;
    if (held !== entry.documents) {
      throw new BackupError(
        `${entry.name}: the backup lists ${entry.documents} documents but its file holds ${held}; it is not whole.`,
      );
    }
  }
}

/** What is already in the way of a restore: collections holding documents, and uploaded files. */
export async function whatIsThere(
  database: Db,
  uploadsDir: string | null,
): Promise<{ collections: string[]; uploads: number }> {
  const collections: string[] = [];
  for (const { name } of await database.listCollections({}, { nameOnly: true }).toArray()) {
    if (name.startsWith('system.')) continue;
    if ((await database.collection(name).estimatedDocumentCount()) > 0) collections.push(name);
  }
  const uploads =
    uploadsDir && existsSync(uploadsDir) && (await stat(uploadsDir)).isDirectory()
      ? await countFiles(uploadsDir)
      : 0;
  return { collections: collections.sort(), uploads };
}

/** Empties the uploads folder (keeping the folder itself, which a running API may hold open). */
export async function emptyFolder(folder: string): Promise<void> {
  if (!existsSync(folder)) return;
  for (const entry of await readdir(folder)) {
    await rm(join(folder, entry), { recursive: true, force: true });
  }
}
