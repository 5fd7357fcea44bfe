import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabaseUri } from '../../test/test-api';
import { DEMO_POSTER_COUNT } from '../seed/posters';
import { main } from './seed-cli';

describe('npm run seed (demo data)', () => {
  const output = vi.spyOn(console, 'log').mockImplementation(() => {});
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterAll(() => {
    output.mockRestore();
    errors.mockRestore();
  });

  const novelsIn = async (uri: string) => {
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      return await connection.collection('novels').countDocuments();
    } finally {
      await connection.close();
    }
  };

  it('reseeds with the size asked for, and --if-empty leaves a seeded catalogue alone', async () => {
    const uri = freshDatabaseUri();
    const uploads = mkdtempSync(join(tmpdir(), 'vn-seed-'));
    const environment = { MONGODB_URI: uri, UPLOADS_DIR: uploads };
    expect(await main(['--novels', '25', '--seed', '3'], environment)).toBe(0);
    expect(await novelsIn(uri)).toBe(25);
    expect(await main(['--if-empty'], environment)).toBe(0);
    expect(await novelsIn(uri)).toBe(25);
    expect(await main(['--novels', '12'], environment)).toBe(0);
    expect(await novelsIn(uri)).toBe(12);
  });

  it('stores the posters it links through the image storage, as real WebP images', async () => {
    const uri = freshDatabaseUri();
    const uploads = mkdtempSync(join(tmpdir(), 'vn-seed-'));
    expect(await main(['--if-empty'], { MONGODB_URI: uri, UPLOADS_DIR: uploads })).toBe(0);
    const connection = await mongoose.createConnection(uri).asPromise();
    const posters = await connection
      .collection<{ poster: { preview: string; full: string } | null }>('novels')
      .distinct('poster.preview');
    await connection.close();
    expect(posters.length).toBe(DEMO_POSTER_COUNT);
    for (const address of posters) {
      expect(address).toMatch(/^\/uploads\/poster\//);
      const file = readFileSync(join(uploads, address.slice('/uploads/'.length)));
      const { format, width } = await sharp(file).metadata();
      expect({ format, width }).toEqual({ format: 'webp', width: 220 });
    }
  });

  it('refuses bad flags and a missing database with the usage, writing nothing', async () => {
    const uri = freshDatabaseUri();
    for (const args of [['--novels', '0'], ['--novels', 'many'], ['--seed', '1.5'], ['--colour']]) {
      errors.mockClear();
      expect(await main(args, { MONGODB_URI: uri })).toBe(1);
      expect(errors.mock.calls.flat().join('\n')).toMatch(/Usage: npm run seed/);
    }
    expect(await main([], {})).toBe(1);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/MONGODB_URI is not set/);
    expect(await novelsIn(uri)).toBe(0);
  });
});
