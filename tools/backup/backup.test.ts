import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  repositoryRoot,
  startDatabase,
  uniqueDatabaseName,
  withDatabaseName,
  type Database,
} from '../db';

/** One of the commands as an operator runs it, on the given database and uploads folder. */
function command(file: string, args: string[], databaseUri: string, uploadsDir: string) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, MONGODB_URI: databaseUri, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'error' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
const backup = (target: string, uri: string, uploads: string) =>
  command('tools/backup/backup.ts', [target], uri, uploads);
const restore = (source: string, uri: string, uploads: string, ...flags: string[]) =>
  command('tools/backup/restore.ts', [source, ...flags], uri, uploads);

/** Every collection's documents in `_id` order as canonical Extended JSON, and its index keys. */
async function contentsOf(uri: string) {
  const client = await MongoClient.connect(uri);
  try {
    const database = client.db();
    const names = (await database.listCollections({}, { nameOnly: true }).toArray())
      .map((each) => each.name)
      .sort();
    const contents: Record<string, { documents: string[]; indexes: string[] }> = {};
    for (const name of names) {
      const documents = await database.collection(name).find({}).sort({ _id: 1 }).toArray();
      const indexes = await database.collection(name).listIndexes().toArray();
      contents[name] = {
        documents: documents.map((each) => BSON.EJSON.stringify(each, { relaxed: false })),
        indexes: indexes
          .map((each) => `${each['name']} ${JSON.stringify(each['key'])} ${each['unique'] ?? ''}`)
          .sort(),
      };
    }
    return contents;
  } finally {
    await client.close();
  }
}

function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(folder.length)] = readFileSync(path).toString('base64');
  }
  return files;
}

/**
 * `npm run backup` and `npm run restore` as an operator runs them: the demo data (written by the
 * API's own seed command, with its posters) backed up from FerretDB on SQLite and restored onto an
 * empty database over PostgreSQL and onto SQLite, every record and image found again.
 */
describe('backup and restore', () => {
  let sqlite: Database;
  let postgresql: Database;
  let scratch: string;
  let sourceUri: string;
  let sourceUploads: string;
  let source: Awaited<ReturnType<typeof contentsOf>>;

  beforeAll(async () => {
    [sqlite, postgresql] = await Promise.all([
      startDatabase({
        dataFolder: `backup-sqlite-${process.pid}`,
        ephemeral: true,
        storage: 'sqlite',
      }),
      startDatabase({
        dataFolder: `backup-postgresql-${process.pid}`,
        ephemeral: true,
        storage: 'postgresql',
      }),
    ]);
    scratch = mkdtempSync(join(tmpdir(), 'vn-backup-test-'));
    sourceUri = withDatabaseName(sqlite.uri, uniqueDatabaseName('demo'));
    sourceUploads = join(scratch, 'source-uploads');
    const seeded = command(
      'apps/api/dist/cli/seed-cli.js',
      ['--if-empty'],
      sourceUri,
      sourceUploads,
    );
    expect(seeded.status, seeded.output).toBe(0);
    source = await contentsOf(sourceUri);
  });
  afterAll(async () => {
    await Promise.all([sqlite?.stop(), postgresql?.stop()]);
    rmSync(scratch, { recursive: true, force: true });
  });

  it('restores an archive of the demo data onto an empty PostgreSQL database, every record and image', async () => {
    // The demo data is all there is to find: projects, users, comments, lists… and the posters.
    expect(Object.keys(source).length).toBeGreaterThan(10);
    expect(Object.keys(filesOf(sourceUploads)).length).toBeGreaterThan(0);
    const archive = join(scratch, 'demo.tar.gz');
    const backedUp = backup(archive, sourceUri, sourceUploads);
    expect(backedUp.status, backedUp.output).toBe(0);

    const targetUri = withDatabaseName(postgresql.uri, uniqueDatabaseName('restored'));
    const targetUploads = join(scratch, 'restored-uploads');
    const restored = restore(archive, targetUri, targetUploads);
    expect(restored.status, restored.output).toBe(0);
    expect(await contentsOf(targetUri)).toEqual(source);
    expect(filesOf(targetUploads)).toEqual(filesOf(sourceUploads));

    // A second restore onto what now has data refuses, names what is there, and changes nothing.
    const again = restore(archive, targetUri, targetUploads);
    expect(again.status).toBe(1);
    expect(again.output).toContain('Not restored: the database');
    expect(again.output).toContain('pass --replace');
    expect(await contentsOf(targetUri)).toEqual(source);
  });

  it('with --replace, puts a folder backup in place of what a SQLite database held', async () => {
    const folder = join(scratch, 'demo-folder');
    expect(backup(folder, sourceUri, sourceUploads).status).toBe(0);
    // A target folder that exists and is not empty is refused rather than mixed into.
    const overwrite = backup(folder, sourceUri, sourceUploads);
    expect(overwrite.status).toBe(1);
    expect(overwrite.output).toContain('already exists');

    const targetUri = withDatabaseName(sqlite.uri, uniqueDatabaseName('replaced'));
    const targetUploads = mkdtempSync(join(scratch, 'replaced-uploads-'));
    writeFileSync(join(targetUploads, 'stray.webp'), 'not from the backup');
    const client = await MongoClient.connect(targetUri);
    await client.db().collection('strays').insertOne({ note: 'not from the backup' });
    await client.close();

    const restored = restore(folder, targetUri, targetUploads, '--replace');
    expect(restored.status, restored.output).toBe(0);
    expect(await contentsOf(targetUri)).toEqual(source);
    expect(filesOf(targetUploads)).toEqual(filesOf(sourceUploads));
  });

  it('refuses a backup that is not whole before writing anything', async () => {
    const folder = join(scratch, 'cut-short');
    expect(backup(folder, sourceUri, sourceUploads).status).toBe(0);
    const [biggest] = Object.entries(source).sort(
      ([, a], [, b]) => b.documents.length - a.documents.length,
    );
    const file = join(folder, 'collections', `${biggest![0]}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    writeFileSync(file, lines.slice(0, Math.floor(lines.length / 2)).join('\n'));

    const targetUri = withDatabaseName(sqlite.uri, uniqueDatabaseName('cut'));
    const refused = restore(folder, targetUri, join(scratch, 'cut-uploads'));
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${biggest![0]}: the backup lists`);
    expect(await contentsOf(targetUri)).toEqual({});

    rmSync(join(folder, 'manifest.json'));
    const unfinished = restore(folder, targetUri, join(scratch, 'cut-uploads'));
    expect(unfinished.status).toBe(1);
    expect(unfinished.output).toContain('is not a finished backup');
  });
});
