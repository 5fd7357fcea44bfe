import type { SmileNode } from './ast';

/**
 * The smiles the editor offers (docs/product §3 tag `smile`). docs/product names the tag but no set and no
 * images (only stickers have files), so a smile is drawn as an emoji the reader's system already has.
 * The names are what `[smile]name[/smile]` stores; a stored name not in this list still shows, as
 * its code.
 */
export const SMILES = [
  { name: 'smile', emoji: '🙂', label: 'Улыбка' },
  { name: 'laugh', emoji: '😄', label: 'Смех' },
  { name: 'wink', emoji: '😉', label: 'Подмигивание' },
  { name: 'love', emoji: '😍', label: 'Восторг' },
  { name: 'cool', emoji: '😎', label: 'Круто' },
  { name: 'think', emoji: '🤔', label: 'Раздумье' },
  { name: 'surprise', emoji: '😮', label: 'Удивление' },
  { name: 'sad', emoji: '🙁', label: 'Грусть' },
  { name: 'cry', emoji: '😢', label: 'Слёзы' },
  { name: 'angry', emoji: '😠', label: 'Злость' },
  { name: 'facepalm', emoji: '🤦', label: 'Фейспалм' },
  { name: 'thumbsup', emoji: '👍', label: 'Класс' },
] as const satisfies readonly { name: string; emoji: string; label: string }[];

export type Smile = (typeof SMILES)[number];

const SMILES_BY_NAME: ReadonlyMap<string, Smile> = new Map(
  SMILES.map((smile) => [smile.name, smile]),
);

/** The smile of a stored `[smile]` name, or `undefined` for a name the set does not have. */
export function smileOf(node: Pick<SmileNode, 'name'>): Smile | undefined {
  return SMILES_BY_NAME.get(node.name);
}
