import { CATALOGUE_LIMITS, type MainPage, type UserSettings } from '@vn/domain';

/** A block of cards on the main page (docs/product §2.2) and the setting that sizes it, if any. */
export interface CardBlock {
  id: 'lastCreated' | 'lastUpdated' | 'bestNovels' | 'games' | 'aiTranslated';
  title: string;
  /** The heading's link: the full filtered view. */
  href: string;
  /** The reader's setting for this block (hide, 5, 10 or 15); blocks without one show 5. */
  setting?: keyof Pick<
    UserSettings,
    | 'mainPageAddedExtended'
    | 'mainPageRelizedExtended'
    | 'mainPageBestsExtended'
    | 'mainPageOtherExtended'
    | 'mainPageAiExtended'
  >;
}

/** The card blocks in page order, with the links of §2.2. */
export const cardBlocks: readonly CardBlock[] = [
  {
    id: 'lastCreated',
    title: 'Последние добавленные',
    href: '/games?section=all&sort=createdAt',
    setting: 'mainPageAddedExtended',
  },
  {
    id: 'lastUpdated',
    title: 'Последние релизы',
    href: '/novels',
    setting: 'mainPageRelizedExtended',
  },
  {
    id: 'bestNovels',
    title: 'Лучшие',
    href: '/novels?sort=mixRating',
    setting: 'mainPageBestsExtended',
  },
  { id: 'games', title: 'Другие жанры', href: '/games', setting: 'mainPageOtherExtended' },
  {
    id: 'aiTranslated',
    title: 'Машинный перевод',
    href: '/games?section=ai',
    setting: 'mainPageAiExtended',
  },
];

/** Items a block shows for guests (§2.2: no size menu), as many as the API sends them. */
export const DEFAULT_BLOCK_SIZE = CATALOGUE_LIMITS.mainPageGuestBlock;

/** How many cards a block shows for the reader's settings (null: a guest); 0 hides it. */
export function blockSize(block: CardBlock, settings: UserSettings | null): number {
  if (!block.setting || !settings) return DEFAULT_BLOCK_SIZE;
  return settings[block.setting];
}

/** The cards a block shows. */
export function blockCards(page: MainPage, block: CardBlock, size: number) {
  return page[block.id].slice(0, size);
}
