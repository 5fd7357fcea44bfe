import type { StickerNode } from './ast';

/**
 * The sticker sets (docs/product §3: "Sticker images are static files under /emoji/{set}/{name}.png; set wk
 * has 10 images"). docs/product does not name the files; they are numbered from 1, and each has a title
 * (what the picture means), which is its text alternative.
 */
export const STICKER_SETS = {
  wk: {
    titles: [
      'Радость',
      'Смех',
      'Любовь',
      'Слёзы',
      'Злость',
      'Удивление',
      'Раздумье',
      'Одобрение',
      'Скука',
      'Смущение',
    ],
  },
} as const;
export type StickerSet = keyof typeof STICKER_SETS;

/** The static file of a sticker: `/emoji/{set}/{name}.png` (docs/product §3). */
export function stickerImagePath(sticker: Pick<StickerNode, 'set' | 'name'>): string {
  return `/emoji/${sticker.set}/${sticker.name}.png`;
}

function isStickerSet(set: string): set is StickerSet {
  return Object.hasOwn(STICKER_SETS, set);
}

/**
 * What a sticker means ("Любовь"), for its text alternative; a sticker the sets do not have (an old
 * set, a hand-typed number) is named by its code.
 */
export function stickerTitle(sticker: Pick<StickerNode, 'set' | 'name'>): string {
  const titles: readonly string[] = isStickerSet(sticker.set)
    ? STICKER_SETS[sticker.set].titles
    : [];
  return titles[Number(sticker.name) - 1] ?? `${sticker.set}/${sticker.name}`;
}

/** Every sticker of a set, in order, as the editor's sticker picker lists them. */
export function stickersOfSet(set: StickerSet): StickerNode[] {
  return STICKER_SETS[set].titles.map((_, index) => ({
    type: 'sticker' as const,
    set,
    name: String(index + 1),
  }));
}
