/** A user's reading lists (docs/product §3), in the order the add-to-list menu shows them. */
export const readingLists = [
  'reading',
  'read',
  'partialRead',
  'wantRead',
  'bookmark',
  'dropped',
] as const;
export type ReadingList = (typeof readingLists)[number];

/** Whether a value (a menu option's id, say) is one of the reading lists. */
export function isReadingList(value: unknown): value is ReadingList {
  return (readingLists as readonly unknown[]).includes(value);
}

export const readingListLabels: Record<ReadingList, string> = {
  reading: 'Читаю',
  read: 'Прочитано',
  partialRead: 'Прочитано частично',
  wantRead: 'Хочу прочитать',
  bookmark: 'В закладках',
  dropped: 'Брошено',
};

/** The menu's extra option that takes a project off every list (§3). */
export const removeFromListOption = { value: 'remove', label: 'Удалить из списка' } as const;
