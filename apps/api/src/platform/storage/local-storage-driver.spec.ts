import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalStorageDriver } from './local-storage-driver';

describe('LocalStorageDriver', () => {
  let root: string;
  let driver: LocalStorageDriver;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'uploads-'));
    driver = new LocalStorageDriver(join(root, 'uploads'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const listAll = (dir: string) => readdir(dir, { recursive: true });

  it('writes the file under the folder, making the folders, and gives its address', async () => {
    const body = Buffer.from('RIFF....WEBP');
    await driver.put('avatar/2025/01/abc-full.webp', body, 'image/webp');
    expect(await readFile(join(root, 'uploads/avatar/2025/01/abc-full.webp'))).toEqual(body);
    expect(driver.urlOf('avatar/2025/01/abc-full.webp')).toBe(
      '/uploads/avatar/2025/01/abc-full.webp',
    );
    expect(driver.keyOf('/uploads/avatar/2025/01/abc-full.webp')).toBe(
      'avatar/2025/01/abc-full.webp',
    );
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await driver.put('a/b.webp', Buffer.from('first'), 'image/webp');
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        driver.put('a/b.webp', Buffer.from(`version ${index}`), 'image/webp'),
      ),
    );
    expect(await readFile(join(root, 'uploads/a/b.webp'), 'utf8')).toMatch(/^version \d$/);
    expect(await listAll(join(root, 'uploads'))).toEqual(['a', join('a', 'b.webp')]);
  });

  it('cleans up the temporary file when the rename fails', async () => {
    // A folder where the file should go: the rename over it fails.
    await driver.put('taken/inner.webp', Buffer.from('x'), 'image/webp');
    await expect(driver.put('taken', Buffer.from('y'), 'image/webp')).rejects.toThrow();
    expect((await listAll(join(root, 'uploads'))).sort()).toEqual([
      'taken',
      join('taken', 'inner.webp'),
    ]);
  });

  it('refuses keys that could leave the folder', async () => {
    await writeFile(join(root, 'secret.txt'), 'keep');
    const bad = [
      '../secret.txt',
      'avatar/../../secret.txt',
      '/etc/passwd',
      join(root, 'secret.txt'),
      'avatar\\..\\..\\secret.txt',
      'C:/windows/x.webp',
      'a//b.webp',
      './a.webp',
      '',
      'a/\0.webp',
    ];
    for (const key of bad) {
      await expect(driver.put(key, Buffer.from('evil'), 'image/webp'), key).rejects.toThrow(
        /Refused storage key/,
      );
      await expect(driver.delete(key), key).rejects.toThrow(/Refused storage key/);
      expect(() => driver.urlOf(key), key).toThrow(/Refused storage key/);
    }
    expect(await readFile(join(root, 'secret.txt'), 'utf8')).toBe('keep');
    expect(driver.keyOf('/uploads/../secret.txt')).toBeNull();
    expect(driver.keyOf('https://elsewhere.example/uploads/a.webp')).toBeNull();
  });

  it('deletes a file, and takes a missing one calmly', async () => {
    await driver.put('a/b.webp', Buffer.from('x'), 'image/webp');
    await driver.delete('a/b.webp');
    expect(await listAll(join(root, 'uploads'))).toEqual(['a']);
    await expect(driver.delete('a/b.webp')).resolves.toBeUndefined();
    await expect(driver.delete('never/was.webp')).resolves.toBeUndefined();
  });
});
