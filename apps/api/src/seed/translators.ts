/** The demo translator groups (their projects are filled as projects name them). */
import { slugFromName } from '@vn/domain';
import type { TranslatorRecord } from '../features/translator-directory';
import { CATALOGUE_OPENED, type Context, idKinds, latinSlug, objectId, utc } from './context';
import { translatorParts } from './words';

export function makeTranslators({ random, seedTag, sizes }: Context): TranslatorRecord[] {
  const names = new Map<string, string>();
  while (names.size < sizes.translators) {
    const name = random.chance(0.5)
      ? `${random.pick(translatorParts.adjectives)} ${random.pick(translatorParts.nouns)}`
      : `${random.pick(translatorParts.latin)} ${random.pick(translatorParts.suffixes)}`;
    const url = slugFromName(name);
    if (!names.has(url)) names.set(url, name);
  }
  return [...names].map(([url, name], index) => {
    const host = latinSlug(name);
    const links = random.sample(
      [
        { link: `https://vk.example.com/${host}`, description: 'Группа ВКонтакте' },
        { link: `https://t.example.com/${host}`, description: 'Telegram-канал' },
        { link: `https://${host}.example.org/`, description: 'Сайт группы' },
      ],
      random.int(1, 3),
    );
    const createdAt = random.date(CATALOGUE_OPENED, utc('2024-12-31'));
    return {
      _id: objectId(createdAt, seedTag, idKinds.translator, index),
      url,
      name,
      links,
      // Filled as projects name the group in a translation.
      novelIds: [],
      // Named as the translations' progress is made (translation-progress.ts).
      members: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
}
