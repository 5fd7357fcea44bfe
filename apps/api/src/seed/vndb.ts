/** The external visual novel database's record of a demo project, consistent with the project. */
import {
  type DevelopmentStatus,
  type Language,
  type Length,
  type ProjectSection,
  lengthInfo,
  lengths,
} from '@vn/domain';
import type { VndbRecord } from '../features/novels';
import { clamp } from './context';
import type { KnownTitle } from './known-titles';
import type { Developer } from './project-details';
import type { Random } from './random';

/** Our language → the external database's code (the reverse of the domain's import mapping). */
const externalLanguage: Record<Language, string> = {
  jp: 'ja',
  ru: 'ru',
  en: 'en',
  zh: 'zh-Hans',
  ko: 'ko',
  es: 'es',
  fr: 'fr',
  ua: 'uk',
  it: 'it',
  id: 'id',
  th: 'th',
  pt: 'pt-br',
  other: 'vi',
};

const vndbChance: Partial<Record<ProjectSection, number>> = { novel: 0.8, ai: 0.75, game: 0.55 };

/** The external database's data for about 60% of the projects (visual novels most often). */
export function vndbRecord(
  random: Random,
  project: {
    index: number;
    known: KnownTitle | undefined;
    names: { name: string; alternativeNames: string[] };
    section: ProjectSection;
    status: DevelopmentStatus;
    length: Length | null;
    originalLanguage: Language;
    releasedAt: Date | null;
    developers: Developer[];
    quality: number;
    popularity: number;
  },
): VndbRecord | null {
  const { known, length, status, releasedAt } = project;
  if (known ? !known.vndb : !random.chance(vndbChance[project.section] ?? 0.35)) return null;
  // A few entries nobody has voted on yet: no rating.
  const rated = known ? true : random.chance(0.95);
  const hours = length ? lengthInfo[length].hours : null;
  const vndb: VndbRecord = {
    id: known?.vndb?.id ?? `v${100000 + project.index}`,
    title: [project.names.name, ...project.names.alternativeNames].find((name) =>
      /^[\x20-\x7e]+$/.test(name),
    ),
    olang: externalLanguage[project.originalLanguage],
    length: length ? lengths.indexOf(length) + 1 : null,
    length_minutes: hours
      ? Math.round(60 * (hours.from + random.next() * ((hours.to ?? hours.from + 40) - hours.from)))
      : null,
    rating: known?.vndb
      ? known.vndb.rating
      : rated
        ? Math.round(clamp(project.quality * 10 + random.normal(0, 5), 10, 100))
        : null,
    votecount: known?.vndb
      ? known.vndb.votecount
      : rated
        ? clamp(
            Math.round(Math.exp(random.normal(4.2, 1.3)) * Math.sqrt(project.popularity)),
            1,
            30000,
          )
        : 0,
    devstatus: status === 'done' ? 0 : status === 'demo' || status === 'inProcess' ? 1 : 2,
    developers: project.developers.map((developer) => ({ name: developer.name })),
    released: releasedAt ? releasedAt.toISOString().slice(0, 10) : null,
  };
  if (vndb.title === undefined) delete vndb.title;
  return vndb;
}
