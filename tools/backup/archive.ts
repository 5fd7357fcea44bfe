import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A backup given as `name.tar.gz` (or `.tgz`) is an archive of the folder; anything else is a folder. */
export const isArchive = (path: string) => /\.(tar\.gz|tgz)$/.test(path);

export async function scratchFolder(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'vn-backup-'));
}

/** Packs the folder's contents into `archive` (the system's tar, gzip-compressed). */
export async function packFolder(folder: string, archive: string): Promise<void> {
  await run('tar', ['-czf', archive, '-C', folder, '.']);
}

export async function unpackArchive(archive: string, folder: string): Promise<void> {
  await run('tar', ['-xzf', archive, '-C', folder]);
}
