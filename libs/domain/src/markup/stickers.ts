import type { StickerNode } from './ast';

/**
 * The sticker sets (SPEC.md §3: "Sticker images are static files under /emoji/{set}/{name}.png; set wk
 * has 10 images"). SPEC.md does not name the files; they are taken to be numbered from 1.
 */
export const STICKER_SETS = { wk: { size: 10 } } as const;
export type StickerSet = keyof typeof STICKER_SETS;

/** The static file of a sticker: `/emoji/{set}/{name}.png` (SPEC.md §3). */
export function stickerImagePath(sticker: Pick<StickerNode, 'set' | 'name'>): string {
  return `/emoji/${sticker.set}/${sticker.name}.png`;
}

/** Every sticker of a set, in order, as the editor's sticker picker lists them. */
export function stickersOfSet(set: StickerSet): StickerNode[] {
  return Array.from({ length: STICKER_SETS[set].size }, (_, index) => ({
    type: 'sticker' as const,
    set,
    name: String(index + 1),
  }));
}
