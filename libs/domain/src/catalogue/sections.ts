/** Sections a project belongs to (docs/product §3). `ai` is machine translation. */
export const projectSections = [
  'novel',
  'rpgmaker',
  'tbs',
  'metroidvania',
  'game',
  'unsorted',
  'ai',
] as const;
export type ProjectSection = (typeof projectSections)[number];

/** Sections a filter may ask for: every project section, plus `all`, which only filters (§3). */
export const filterSections = [...projectSections, 'all'] as const;
export type FilterSection = (typeof filterSections)[number];

export const sectionLabels: Record<FilterSection, string> = {
  novel: 'Визуальные новеллы',
  rpgmaker: 'RPG Maker',
  tbs: 'Пошаговые стратегии',
  metroidvania: 'Метроидвании',
  game: 'Аниме игры',
  unsorted: 'Без категории',
  ai: 'Машинный перевод',
  all: 'Все',
};

/** The two catalogue routes (§2.2) and the section each shows when the URL names none. */
export const catalogueRoutes = ['novels', 'games'] as const;
export type CatalogueRoute = (typeof catalogueRoutes)[number];
export const defaultSectionOf: Record<CatalogueRoute, FilterSection> = {
  novels: 'novel',
  games: 'game',
};

/** The section tabs of /games, in order (§2.2). */
export const gameSectionTabs: readonly FilterSection[] = [
  'game',
  'rpgmaker',
  'tbs',
  'metroidvania',
  'unsorted',
  'ai',
  'all',
];

/** The route a project's page lives under: novels at /novels/{url}, everything else at /games/{url}. */
export function routeOfSection(section: ProjectSection): CatalogueRoute {
  return section === 'novel' ? 'novels' : 'games';
}
