import { describe, expect, it } from 'vitest';
import { STICKER_SETS, stickerImagePath, stickersOfSet, stickerTitle } from './stickers';

describe('stickers (docs/product §3)', () => {
  it('finds a sticker image under /emoji/{set}/{name}.png', () => {
    expect(stickerImagePath({ set: 'wk', name: '3' })).toBe('/emoji/wk/3.png');
  });

  it('set wk has 10 images', () => {
    expect(STICKER_SETS.wk.titles).toHaveLength(10);
    const stickers = stickersOfSet('wk');
    expect(stickers).toHaveLength(10);
    expect(stickers[0]).toEqual({ type: 'sticker', set: 'wk', name: '1' });
    expect(stickers.map(stickerImagePath).at(-1)).toBe('/emoji/wk/10.png');
  });

  it('names a sticker by what it means, and an unknown one by its code', () => {
    expect(stickerTitle({ set: 'wk', name: '3' })).toBe('Любовь');
    expect(stickerTitle({ set: 'wk', name: '11' })).toBe('wk/11');
    expect(stickerTitle({ set: 'old', name: 'smile' })).toBe('old/smile');
    expect(stickerTitle({ set: 'constructor', name: '1' })).toBe('constructor/1');
  });
});
