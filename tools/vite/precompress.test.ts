import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

describe('precompressDirectory', () => {
  let directory: string;
  const script = 'export const text = "Визуальные новеллы на русском языке.";\n'.repeat(200);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(directory, 'assets'));
    await writeFile(join(directory, 'assets', 'index-abc.js'), script);
    await writeFile(join(directory, 'assets', 'tiny.css'), 'a{color:red}');
    await writeFile(join(directory, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const compressed = await precompressDirectory(directory);
    expect(compressed).toEqual([join(directory, 'assets', 'index-abc.js')]);
    const path = join(directory, 'assets', 'index-abc.js');
    const br = await readFile(`${path}.br`);
    const gz = await readFile(`${path}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it('leaves small files and already-compressed formats alone', async () => {
    const files = await readdir(join(directory, 'assets'));
    expect(files.sort()).toEqual([
      'font.woff2',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny.css',
    ]);
  });
});
