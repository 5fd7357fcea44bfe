import { smileOf, stickerTitle, type SmileNode, type StickerNode } from '@vn/domain';

/**
 * The text alternatives of stickers and smiles, one wording for the renderer, the editor and its
 * pickers: what the picture means, in Russian.
 */

export function stickerLabel(sticker: Pick<StickerNode, 'set' | 'name'>): string {
  return `Стикер «${stickerTitle(sticker)}»`;
}

export function smileLabel(smile: Pick<SmileNode, 'name'>): string {
  return `Смайл «${smileOf(smile)?.label ?? smile.name}»`;
}
