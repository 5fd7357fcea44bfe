import { describe, expect, it } from 'vitest';
import { STICKER_SETS, stickerImagePath, stickersOfSet } from './stickers';

describe('stickers (SPEC.md §3)', () => {
  it('finds a sticker image under /emoji/{set}/{name}.png', () => {
    expect(stickerImagePath({ set: 'wk', name: '3' })).toBe('/emoji/wk/3.png');
  });

  it('set wk has 10 images', () => {
    expect(STICKER_SETS.wk.size).toBe(10);
    const stickers = stickersOfSet('wk');
    expect(stickers).toHaveLength(10);
    expect(stickers[0]).toEqual({ type: 'sticker', set: 'wk', name: '1' });
    expect(stickers.map(stickerImagePath).at(-1)).toBe('/emoji/wk/10.png');
  });
});
