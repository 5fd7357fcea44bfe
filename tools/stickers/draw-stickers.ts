/**
 * Draws the sticker set `wk`: renders each SVG of `stickers.ts` in headless Chromium (Debian's, as
 * the tests do: `tools/testing/chromium.ts`) and saves it as a 128×128 PNG with transparency to
 * `apps/site/public/emoji/wk/N.png`. The PNGs are committed; the SVGs are their source.
 *
 * After changing a sticker, rerun from the repository root and commit the PNGs it rewrites:
 *
 *     npx tsx tools/stickers/draw-stickers.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumExecutable } from '../testing/chromium.ts';
import { STICKER_SIZE, STICKERS } from './stickers.ts';

export { STICKER_TITLES, STICKERS } from './stickers.ts';

/** Where the site serves `/emoji/wk/N.png` from. */
export const STICKER_DIRECTORY = join(import.meta.dirname, '../../apps/site/public/emoji/wk');

/** Writes every sticker's PNG; answers the paths written. */
export async function drawStickers(directory = STICKER_DIRECTORY): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: STICKER_SIZE, height: STICKER_SIZE },
      deviceScaleFactor: 1,
    });
    const written: string[] = [];
    for (const sticker of STICKERS) {
      const path = join(directory, `${sticker.name}.png`);
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:transparent">${sticker.svg}</body></html>`,
      );
      await page.locator('svg').screenshot({ path, omitBackground: true });
      written.push(path);
    }
    return written;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  for (const path of await drawStickers()) console.log(path);
}
