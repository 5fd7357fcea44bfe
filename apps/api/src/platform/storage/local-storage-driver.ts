import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { assertSafeKey, type StorageDriver } from './storage-driver';

/**
 * Files in a local folder (`UPLOADS_DIR`), which the API itself serves under `/uploads/`
 * (`serveUploads`). The default: nothing to set up for development, tests or a single server.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly rootDir: string;
  private readonly publicPrefix: string;

  constructor(rootDir: string, publicPrefix = '/uploads') {
    this.rootDir = resolve(rootDir);
    this.publicPrefix = publicPrefix.replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target, then renamed over it: a rename within one file system is atomic,
    // so a request for the file finds either nothing or all of it. The dot keeps it from being
    // served meanwhile (`serveUploads` ignores dot files).
    const temporary = join(dirname(target), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.publicPrefix}/${key}`;
  }

  keyOf(url: string): string | null {
    const start = `${this.publicPrefix}/`;
    if (!url.startsWith(start)) return null;
    const key = url.slice(start.length);
    try {
      assertSafeKey(key);
    } catch {
      return null;
    }
    return key;
  }

  /** The file of a key, checked to be inside the folder. */
  private pathOf(key: string): string {
    assertSafeKey(key);
    const path = resolve(this.rootDir, key);
    const inside = relative(this.rootDir, path);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new Error(`Refused storage key: ${JSON.stringify(key.slice(0, 100))}`);
    }
    return path;
  }
}
