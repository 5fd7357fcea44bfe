// @vitest-environment node
/*
 * The site's public stickers (`/emoji/wk/N.png`) against the domain's set. It lives in the site, not
 * beside their drawing in tools/: tools may not import the domain (the domain's test config imports
 * tools, and the lint refuses the cycle), while the site may import both.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STICKER_SETS, stickersOfSet } from '@vn/domain';
import { describe, expect, it } from 'vitest';
import { STICKER_SIZE, STICKER_TITLES } from '../../../../tools/stickers/stickers';

/** The committed PNGs that `draw-stickers.ts` writes (`/emoji/wk/N.png` on the site). */
const directory = join(import.meta.dirname, '..', '..', 'public', 'emoji', 'wk');
const names = stickersOfSet('wk').map((sticker) => sticker.name);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour type 6: truecolour with an alpha channel. */
const RGBA = 6;

function readPng(name: string): Promise<Buffer> {
  return readFile(join(directory, `${name}.png`));
}

describe('the sticker set wk', () => {
  it('draws each of its ten stickers in the order and with the meanings the site names them by', () => {
    expect(STICKER_TITLES).toEqual(STICKER_SETS.wk.titles);
    expect(names).toHaveLength(10);
    expect(new Set(STICKER_TITLES).size).toBe(names.length);
  });

  it.each(names)('wk/%s is a 128×128 PNG with transparency that is not blank', async (name) => {
    const png = await readPng(name);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // The first chunk is IHDR: length (4 bytes), type (4), width (4), height (4), bit depth (1),
    // colour type (1).
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(STICKER_SIZE);
    expect(png.readUInt32BE(20)).toBe(STICKER_SIZE);
    expect(png[25]).toBe(RGBA);
    expect(png.length).toBeGreaterThan(1024);
  });

  it('has no two identical pictures', async () => {
    const files = await Promise.all(names.map(readPng));
    const contents = new Set(files.map((file) => file.toString('base64')));
    expect(contents.size).toBe(names.length);
  });
});
