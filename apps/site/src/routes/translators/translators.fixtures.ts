import {
  novelCardSchema,
  translatorListItemSchema,
  translatorPageSchema,
  type NovelCard,
  type TranslatorListItem,
} from '@vn/domain';
import { novelCard } from '../../test-support/novel-card';

/*
 * Translator groups as the API answers them (checked by the contract's schemas, so a fixture cannot
 * drift from it), for the /translators pages' component tests.
 */

export const GROUP_ID = '6650a1b2c3d4e5f6a7b8c9d1';

export function listItem(overrides: Partial<TranslatorListItem> = {}): TranslatorListItem {
  return translatorListItemSchema.parse({
    _id: GROUP_ID,
    url: 'team-leto',
    name: 'Team Лето',
    links: [],
    novelsCount: 3,
    ...overrides,
  });
}

export function card(overrides: Partial<NovelCard> = {}): NovelCard {
  return novelCardSchema.parse(
    novelCard({
      _id: '6650a1b2c3d4e5f6a7b8c9e9',
      url: 'everlasting-summer',
      releasedYear: 2013,
      translationStatuses: ['done'],
      translationPercent: 100,
      ...overrides,
    }),
  );
}

export function groupPage(
  overrides: { name?: string; links?: { link: string; description: string }[] } = {},
  novels: NovelCard[] = [card()],
) {
  return translatorPageSchema.parse({
    translator: {
      _id: GROUP_ID,
      url: 'team-leto',
      name: 'Team Лето',
      links: [{ link: 'https://leto.example/', description: 'Сайт группы' }],
      novels: novels.map((novel) => novel._id),
      ...overrides,
    },
    novels,
  });
}
