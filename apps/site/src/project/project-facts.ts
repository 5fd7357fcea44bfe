import {
  completenessOrder,
  defaultFilter,
  developmentStatusLabels,
  filterToQuery,
  formatDate,
  isSafeLinkUrl,
  languageLabels,
  lengthInfo,
  linksVisibleTo,
  releaseDateLabel,
  routeOfSection,
  sectionLabels,
  showsExpectedRelease,
  type NovelPage,
  type ProjectSection,
  type Translation,
  type VocabularyKind,
} from '@vn/domain';

/*
 * What the project page says about a project (docs/product §2.3, §3, §4), as plain data: the rows of its
 * facts, its translations in order, the links a viewer may see.
 */

/**
 * One value of a fact; with `href` it is a link (to the catalogue, or another site). A tag marked as
 * a spoiler says so (docs/product §A5.6), and the page asks the domain whether to show it.
 */
export interface FactValue {
  text: string;
  href?: string;
  spoiler?: boolean;
}

export interface Fact {
  key: string;
  term: string;
  values: FactValue[];
}

/** The project page's own address (§2.2): novels at /novels/{url}, the other sections at /games. */
export function projectHref(project: { section: ProjectSection; url: string }): string {
  return `/${routeOfSection(project.section)}/${encodeURIComponent(project.url)}`;
}

/** The catalogue the project belongs to (§2.2), where the page goes after a delete. */
export function catalogueHref(section: ProjectSection): string {
  return `/${routeOfSection(section)}`;
}

/** The project's catalogue filtered by one genre, tag or platform (the filter codec of §2.2). */
export function vocabularyHref(
  kind: Extract<VocabularyKind, 'genres' | 'tags' | 'platforms'>,
  value: string,
  section: ProjectSection,
): string {
  const route = routeOfSection(section);
  const query = filterToQuery({ ...defaultFilter(route), section, [kind]: [value] }, route);
  return `/${route}?${new URLSearchParams(query).toString()}`;
}

/**
 * An address the page may link to: http(s), mail or a path of the site (the markup's own rule,
 * docs/product §3). Project links and translation links are free text in a draft, so a `javascript:`
 * address could arrive; it is shown as text, never as a link.
 */
export function safeLinkHref(link: string): string | undefined {
  const trimmed = link.trim();
  return isSafeLinkUrl(trimmed) ? trimmed : undefined;
}

/** A link to another site only when it is one (http or https); anything else stays plain text. */
function externalHref(link: string): string | undefined {
  return /^https?:\/\//i.test(link) ? link : undefined;
}

export type FactSource = Pick<
  NovelPage,
  | 'section'
  | 'status'
  | 'releasedAt'
  | 'expectedReleaseAt'
  | 'originalLanguage'
  | 'developers'
  | 'length'
  | 'genres'
  | 'platforms'
  | 'tags'
>;

/**
 * The rows of the facts list, empty ones left out. The release date is labelled by status, and the
 * expected release shows only for demo and inProcess projects (§4).
 */
export function projectFacts(project: FactSource, timeZone?: string): Fact[] {
  const vocabulary = (kind: 'genres' | 'tags' | 'platforms') =>
    project[kind].map((entry) => ({
      text: entry.value,
      href: vocabularyHref(kind, entry.value, project.section),
      ...('spoiler' in entry && entry.spoiler === true && { spoiler: true }),
    }));
  const expected = project.expectedReleaseAt.trim();
  const facts: Fact[] = [
    { key: 'section', term: 'Раздел', values: [{ text: sectionLabels[project.section] }] },
    {
      key: 'status',
      term: 'Статус',
      values: [{ text: developmentStatusLabels[project.status] }],
    },
    {
      key: 'releasedAt',
      term: releaseDateLabel(project.status),
      values: project.releasedAt ? [{ text: formatDate(project.releasedAt, timeZone) }] : [],
    },
    {
      key: 'expectedReleaseAt',
      term: 'Ожидаемая дата выхода',
      values: showsExpectedRelease(project.status) && expected ? [{ text: expected }] : [],
    },
    {
      key: 'originalLanguage',
      term: 'Язык оригинала',
      values: [{ text: languageLabels[project.originalLanguage] }],
    },
    {
      key: 'developers',
      term: 'Разработчики',
      values: project.developers.map((developer) => {
        const href = externalHref(developer.link);
        return href ? { text: developer.name, href } : { text: developer.name };
      }),
    },
    {
      key: 'length',
      term: 'Продолжительность',
      values: project.length ? [{ text: lengthInfo[project.length].label }] : [],
    },
    { key: 'genres', term: 'Жанры', values: vocabulary('genres') },
    { key: 'platforms', term: 'Платформы', values: vocabulary('platforms') },
    { key: 'tags', term: 'Теги', values: vocabulary('tags') },
  ];
  return facts.filter((fact) => fact.values.length > 0);
}

/**
 * Translations, most complete first (§4: done, demo, inProcess, freeze, demoFreeze); translations of
 * the same status keep the order the project lists them in.
 */
export function translationsInOrder<T extends Pick<Translation, 'status'>>(
  translations: readonly T[],
): T[] {
  const rank = (translation: T) => completenessOrder.indexOf(translation.status);
  return [...translations].sort((a, b) => rank(a) - rank(b));
}

/**
 * The links a viewer sees: `regRequire` ones only when signed in (§2.3). The API already leaves them
 * out for guests; filtering here too keeps a page cached before a sign-out from showing them.
 */
export function visibleLinks<T extends { tags?: readonly string[] }>(
  links: readonly T[],
  signedIn: boolean,
): T[] {
  return linksVisibleTo(links, signedIn);
}
