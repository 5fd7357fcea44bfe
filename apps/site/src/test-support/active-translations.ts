import {
  activeTranslationSchema,
  translatorListItemSchema,
  translatorPageSchema,
  type ActiveTranslation,
} from '@vn/domain';
import { translationView } from './translations';

/*
 * Translations in the making as `GET /api/translations/active` answers them (docs/product §A1.10),
 * checked by the contract's schema so a fixture cannot drift from it: for /translations and the
 * translator group's page. The schema leaves out what only a project's own list carries.
 */

export const GROUP_ID = '6650a1b2c3d4e5f6a7b8c9d1';

let sequence = 0;

/** A translation by Team Лето of «Бесконечное лето», 61 % along two routes; `overrides` change it. */
export function activeTranslation(overrides: Partial<ActiveTranslation> = {}): ActiveTranslation {
  sequence += 1;
  const id = `6650a1b2c3d4e5f6a7b8${(0xc000 + sequence).toString(16)}`;
  const novel = '6650a1b2c3d4e5f6a7b8c9e9';
  return activeTranslationSchema.parse({
    ...translationView(novel, {
      _id: id,
      group: { link: '', description: 'Team Лето' },
      translator: { _id: GROUP_ID, url: 'team-leto', name: 'Team Лето' },
      stages: ['translation', 'editing'],
      parts: [
        {
          name: 'Рут Аи',
          lines: 3000,
          stages: { translation: { state: 'done' }, editing: { state: 'inProgress', percent: 50 } },
          percent: 75,
        },
        {
          name: 'Рут Мики',
          lines: 1000,
          stages: { translation: { state: 'inProgress', percent: 40 } },
          percent: 20,
        },
      ],
      percent: 61,
      weighting: 'lines',
      lastUpdateAt: '2026-11-20T10:00:00.000Z',
      updatesCount: 3,
    }),
    project: {
      _id: novel,
      name: 'Бесконечное лето',
      url: 'everlasting-summer',
      section: 'novel',
      poster: null,
    },
    ...overrides,
  });
}

/** A translation whose group has stated nothing yet. */
export function silentTranslation(overrides: Partial<ActiveTranslation> = {}): ActiveTranslation {
  return activeTranslation({
    stages: [],
    parts: [],
    percent: null,
    weighting: null,
    lastUpdateAt: null,
    updatesCount: 0,
    ...overrides,
  });
}

/** The answer of the call: these translations, `count` in all. */
export function activeList(translations: ActiveTranslation[], count = translations.length) {
  return { translations, count };
}

/** Team Лето as `GET /api/translators/{id}` answers it, without projects. */
export function teamLeto() {
  return translatorPageSchema.parse({
    translator: { _id: GROUP_ID, url: 'team-leto', name: 'Team Лето', links: [], novels: [] },
    novels: [],
  });
}

/** Team Лето as `GET /api/translators?search` finds it: the first page of one group. */
export function groupsFound() {
  const group = translatorListItemSchema.parse({
    _id: GROUP_ID,
    url: 'team-leto',
    name: 'Team Лето',
    links: [],
    novelsCount: 3,
  });
  return { translators: [group], count: 1 };
}
