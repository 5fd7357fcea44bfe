/*
 * The fields of a project a draft may change and their names, apart from how a change is shown
 * (./project-changes), so that the contract's schemas can name them without the rendering.
 */

/** The fields a draft may change, in the order the comparison lists them. */
export const projectChangeFields = [
  'name',
  'alternativeNames',
  'url',
  'section',
  'status',
  'releasedAt',
  'expectedReleaseAt',
  'originalLanguage',
  'length',
  'genres',
  'tags',
  'platforms',
  'developers',
  'translations',
  'links',
  'description',
  'poster',
  'screenshots',
  'bg',
] as const;
export type ProjectChangeField = (typeof projectChangeFields)[number];

/** The fields' names as the project page and its form call them (the Russian is ours where new). */
export const projectChangeLabels = {
  name: 'Название',
  alternativeNames: 'Другие названия',
  url: 'URL',
  section: 'Раздел',
  status: 'Статус',
  releasedAt: 'Дата выхода',
  expectedReleaseAt: 'Ожидаемая дата выхода',
  originalLanguage: 'Язык оригинала',
  length: 'Продолжительность',
  genres: 'Жанры',
  tags: 'Теги',
  platforms: 'Платформы',
  developers: 'Разработчики',
  translations: 'Переводы',
  links: 'Ссылки',
  description: 'Описание',
  poster: 'Постер',
  screenshots: 'Скриншоты и видео',
  bg: 'Фон',
} as const satisfies Record<ProjectChangeField, string>;

/** The draft value's fields a review does not show, merged by themselves (docs/product §A4.1). */
export const unreviewedDraftFields = ['modifiers', 'vndb'] as const;

/**
 * An edit's base (docs/product §A4.1): the fields of the project as the edit form loaded it (a
 * project page has them under the same names), those a review shows and those merged by
 * themselves; nothing else of the page.
 */
export function draftBaseOf(project: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: readonly string[] = [...projectChangeFields, ...unreviewedDraftFields];
  return Object.fromEntries(
    fields.filter((field) => field in project).map((field) => [field, project[field]]),
  );
}
