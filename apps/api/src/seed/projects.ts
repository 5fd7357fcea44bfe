/**
 * The demo projects: the known titles first, then generated ones walking every section, status,
 * length and language before drawing by weight; translations name the demo translator groups.
 */
import {
  type DevelopmentStatus,
  type Language,
  type Length,
  type ProjectSection,
  developmentStatuses,
  languages,
  lengths,
  mostRecentDate,
  projectSections,
  showsExpectedRelease,
  slugFromName,
} from '@vn/domain';
import { type NovelRecord, type TranslationRecord, newProjectCounters } from '../features/novels';
import type { TranslatorRecord } from '../features/translator-directory';
import {
  CATALOGUE_OPENED,
  type Context,
  EARLIEST_RELEASE,
  type Region,
  addDays,
  clamp,
  earliest,
  idKinds,
  latest,
  latinSlug,
  objectId,
  regionOf,
  utc,
  weightedDistinct,
} from './context';
import { type KnownTitle, knownTitles } from './known-titles';
import { type Developer, description, projectLinks, studioPool } from './project-details';
import { projectNames } from './project-names';
import { WeightedIndex } from './random';
import type { People } from './users';
import { vndbRecord } from './vndb';
import type { Vocabularies } from './vocabularies';
import { expectedReleaseTexts, genreValues, translationNotes } from './words';

const sectionWeights: readonly (readonly [ProjectSection, number])[] = [
  ['novel', 55],
  ['game', 12],
  ['rpgmaker', 9],
  ['ai', 8],
  ['unsorted', 6],
  ['tbs', 5],
  ['metroidvania', 5],
];
const statusWeights: readonly (readonly [DevelopmentStatus, number])[] = [
  ['done', 50],
  ['inProcess', 18],
  ['demo', 15],
  ['freeze', 10],
  ['demoFreeze', 7],
];
const lengthWeights: readonly (readonly [Length | null, number])[] = [
  [null, 12],
  ['veryShort', 12],
  ['short', 28],
  ['medium', 28],
  ['long', 12],
  ['veryLong', 8],
];
const languageWeights: readonly (readonly [Language, number])[] = [
  ['jp', 48],
  ['en', 18],
  ['ru', 10],
  ['zh', 6],
  ['ko', 4],
  ['ua', 2],
  ['es', 2],
  ['fr', 2],
  ['it', 1],
  ['id', 1],
  ['th', 1],
  ['pt', 1],
  ['other', 4],
];
const translationStatusWeights = (projectStatus: DevelopmentStatus) =>
  projectStatus === 'done'
    ? ([
        ['done', 55],
        ['demo', 18],
        ['inProcess', 16],
        ['freeze', 7],
        ['demoFreeze', 4],
      ] as const)
    : ([
        ['demo', 35],
        ['inProcess', 35],
        ['freeze', 15],
        ['demoFreeze', 15],
      ] as const);

const platformWeights: Record<string, number> = {
  Linux: 20,
  macOS: 18,
  Android: 15,
  iOS: 8,
  'PlayStation Vita': 6,
  'Nintendo Switch': 8,
  PSP: 4,
  'PlayStation 4': 5,
  'PlayStation 2': 2,
  'Xbox One': 2,
  Браузер: 4,
  DOS: 1,
};
/** Genres a section leans to, so a metroidvania is an action game more often than not. */
const sectionGenres: Partial<Record<ProjectSection, string[]>> = {
  metroidvania: ['Экшен', 'Приключения', 'Фэнтези'],
  tbs: ['Стратегия', 'Фэнтези', 'Исторический'],
  rpgmaker: ['RPG', 'Ужасы', 'Приключения'],
  game: ['Экшен', 'Приключения', 'RPG'],
};

export interface Projects {
  novels: NovelRecord[];
  /** Per project: how good readers find it (drives ratings) and how popular (drives activity). */
  quality: number[];
  popularity: number[];
  /** The first `knownCount` projects are the known titles. */
  knownCount: number;
}

export function makeNovels(
  context: Context,
  {
    vocabularies,
    people,
    translators,
  }: { vocabularies: Vocabularies; people: People; translators: TranslatorRecord[] },
): Projects {
  const { random, seedTag, now, novelCount } = context;
  const translatorWeights = new WeightedIndex(translators.map(() => random.lognormal(1)));

  // Studios, by region; big catalogues share each among more projects.
  const studiosPer = clamp(Math.round(novelCount / 10), 12, 200);
  const studios: Record<Region, Developer[]> = {
    jp: studioPool(random, 'jp', studiosPer),
    en: studioPool(random, 'en', studiosPer),
    ru: studioPool(random, 'ru', studiosPer),
    asia: studioPool(random, 'asia', studiosPer),
  };

  // Who adds projects: staff and a share of active readers, each only after they registered.
  const contributors = [
    ...people.users.filter((user) => user.role !== 'staff'),
    people.reader,
    ...people.ordinary.filter((user) => !user.banned && random.chance(0.15)),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const contributorAt = (at: Date) => {
    let count = 0;
    while (count < contributors.length && contributors[count]!.createdAt <= at) count++;
    return count === 0 ? people.admin : contributors[random.int(0, count - 1)]!;
  };

  const novels: NovelRecord[] = [];
  const quality: number[] = [];
  const popularity: number[] = [];
  const urls = new Set<string>();
  const knownCount = Math.min(novelCount, knownTitles.length);
  const subtitleChance = novelCount > 2000 ? 0.6 : 0.25;
  for (let index = 0; index < novelCount; index++) {
    const known: KnownTitle | undefined = index < knownCount ? knownTitles[index] : undefined;
    // The first generated projects walk every section, status, length and language once, so even
    // a small catalogue shows each of them; the rest are drawn by weight.
    const cover = index - knownCount;
    const covering = cover >= 0 && cover < languages.length;
    const section: ProjectSection =
      known?.section ??
      (covering
        ? projectSections[cover % projectSections.length]!
        : random.weighted(sectionWeights));
    const status: DevelopmentStatus =
      known?.status ??
      (covering
        ? developmentStatuses[cover % developmentStatuses.length]!
        : random.weighted(statusWeights));
    const length: Length | null = known
      ? known.length
      : covering
        ? cover === lengths.length
          ? null
          : lengths[cover % lengths.length]!
        : random.weighted(lengthWeights);
    const originalLanguage: Language =
      known?.originalLanguage ?? (covering ? languages[cover]! : random.weighted(languageWeights));

    // Names: unique urls; a repeated title becomes a sequel ("… 2"), as catalogues have them.
    let names: { name: string; alternativeNames: string[] };
    if (known) {
      names = { name: known.name, alternativeNames: [...known.alternativeNames] };
    } else {
      names = projectNames(random, originalLanguage, random.chance(subtitleChance));
      for (let attempt = 0; urls.has(slugFromName(names.name)) && attempt < 6; attempt++) {
        names = projectNames(random, originalLanguage, random.chance(subtitleChance));
      }
      const original = names;
      for (let sequel = 2; urls.has(slugFromName(names.name)); sequel++) {
        names = {
          name: `${original.name} ${sequel}`,
          alternativeNames: original.alternativeNames.map((other) => `${other} ${sequel}`),
        };
      }
    }
    const url = slugFromName(names.name);
    urls.add(url);

    // Dates: release by status, then when the catalogue got it, then its last edit.
    const releasedAt: Date | null = known
      ? utc(known.releasedAt)
      : (() => {
          const chance = { done: 0.92, demo: 0.85, demoFreeze: 0.85, freeze: 0.4, inProcess: 0.15 };
          if (!random.chance(chance[status])) return null;
          const day = random.date(EARLIEST_RELEASE, addDays(now, -7), status === 'done' ? 1.8 : 3);
          return utc(day.toISOString().slice(0, 10));
        })();
    // The known titles were among the first the catalogue got.
    const createdAt = known
      ? random.date(utc('2015-01-01'), utc('2016-12-31'))
      : random.date(
          latest(utc('2015-01-01'), releasedAt ? addDays(releasedAt, -365) : CATALOGUE_OPENED),
          addDays(now, -1),
          1.6,
        );
    const updatedAt = random.chance(0.3)
      ? random.date(createdAt, earliest(now, addDays(createdAt, 5)))
      : random.date(createdAt, now, 1.5);
    const expectedReleaseAt =
      showsExpectedRelease(status) && !known && random.chance(0.6)
        ? random
            .pick(expectedReleaseTexts)
            .replace('{y}', String(now.getUTCFullYear() + random.int(1, 2)))
        : '';

    // Vocabulary links.
    const genreBoost = new Set(sectionGenres[section] ?? []);
    const genreNames = known
      ? known.genres
      : weightedDistinct(
          random,
          genreValues.map(
            (value, rank) =>
              [value, (genreBoost.has(value) ? 6 : 1) / Math.pow(rank + 1, 0.7)] as const,
          ),
          random.weighted([
            [1, 25],
            [2, 40],
            [3, 25],
            [4, 10],
          ] as const),
        );
    const tagNames = known
      ? known.tags
      : weightedDistinct(
          random,
          vocabularies.tagList.map((value, rank) => [value, 1 / Math.pow(rank + 3, 0.6)] as const),
          random.int(2, 8),
        );
    const platformNames = known
      ? known.platforms
      : (() => {
          const others = weightedDistinct(
            random,
            Object.entries(platformWeights),
            random.int(0, 2),
          );
          return random.chance(0.92) || others.length === 0 ? ['Windows', ...others] : others;
        })();

    // Developers and translations.
    const developers = known
      ? known.developers.map((developer) => ({ ...developer }))
      : random
          .sample(studios[regionOf(originalLanguage)], random.chance(0.85) ? 1 : 2)
          .map((developer) => ({ ...developer }));
    const _id = objectId(createdAt, seedTag, idKinds.novel, index);
    // A Russian original needs no translation: its one "translation" is the studio's own release,
    // with no translator group (`translatorId` null). Everything else has 1–3 groups.
    const original = developers[0];
    const translations: TranslationRecord[] =
      originalLanguage === 'ru' && original
        ? [
            {
              group: { link: original.link, description: original.name },
              translatorId: null,
              status,
              nonFree: random.chance(0.05),
              releasedAt,
              link: null,
              description: 'Оригинальная русская версия.',
            },
          ]
        : translatorWeights
            .pickDistinct(
              random,
              random.weighted([
                [1, 70],
                [2, 22],
                [3, 8],
              ] as const),
            )
            .map((translatorIndex) => {
              const translator = translators[translatorIndex]!;
              translator.novelIds.push(_id);
              translator.updatedAt = latest(translator.updatedAt, createdAt);
              const translationStatus = random.weighted(translationStatusWeights(status));
              const releasedFrom = latest(releasedAt ?? utc('2005-01-01'), utc('2005-01-01'));
              return {
                group: { link: translator.links[0]?.link ?? '', description: translator.name },
                translatorId: translator._id,
                status: translationStatus,
                nonFree: random.chance(0.07),
                releasedAt:
                  translationStatus === 'inProcess' && random.chance(0.7)
                    ? null
                    : random.date(releasedFrom, now, 1.5),
                link: random.chance(0.75)
                  ? {
                      link: `https://files.example.net/${latinSlug(url)}/${latinSlug(translator.url)}.zip`,
                      description: random.pick([
                        'Скачать русификатор',
                        'Патч с переводом',
                        'Страница перевода',
                      ]),
                    }
                  : null,
                description: random.pick(translationNotes),
              };
            });

    // Quality drives readers' ratings and the external rating; popularity drives activity.
    const projectQuality = known
      ? (known.vndb?.rating ?? 84) / 10
      : clamp(random.normal(6.8, 1.2), 2.5, 9.3);
    const projectPopularity = random.lognormal(1.15) * (status === 'inProcess' ? 0.6 : 1);
    const hasPoster = random.chance(0.85);
    const poster = hasPoster ? (context.posters[index % context.posters.length] ?? null) : null;
    novels.push({
      _id,
      url,
      name: names.name,
      alternativeNames: names.alternativeNames,
      section,
      modifiers: [],
      poster,
      screenshots: [],
      bg: null,
      originalLanguage,
      developers,
      status,
      releasedAt,
      expectedReleaseAt,
      releasedYear: releasedAt ? releasedAt.getUTCFullYear() : null,
      mostRecentDate: mostRecentDate({ releasedAt, updatedAt, translations }),
      genreIds: genreNames.map((value) => vocabularies.genreIds.get(value)!),
      tagIds: tagNames.map((value) => vocabularies.tagIds.get(value)!),
      platformIds: platformNames.map((value) => vocabularies.platformIds.get(value)!),
      length,
      translations,
      description: known
        ? known.description
        : description(random, { name: names.name, language: originalLanguage }),
      links: projectLinks(random, { index, url, developers }),
      vndb: vndbRecord(random, {
        index,
        known,
        names,
        section,
        status,
        length,
        originalLanguage,
        releasedAt,
        developers,
        quality: projectQuality,
        popularity: projectPopularity,
      }),
      // The counters and ratings are set from the readers' records (deriveCounters).
      ...newProjectCounters(),
      createdBy: contributorAt(createdAt)._id,
      createdAt,
      updatedAt,
    });
    quality.push(projectQuality);
    popularity.push(projectPopularity);
  }

  // The known titles are the most popular: 1% of all reader activity each (capped per project).
  const generatedPopularity = popularity.slice(knownCount).reduce((sum, value) => sum + value, 0);
  for (let index = 0; index < knownCount; index++) {
    popularity[index] = Math.max(popularity[index]!, generatedPopularity * 0.01);
  }
  return { novels, quality, popularity, knownCount };
}
