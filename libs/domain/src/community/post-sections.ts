/**
 * Post sections and the article texts (docs/product §3 Post sections; §4 Post editing; §5 New post draft;
 * §8 Data loading), in a module without zod: the reading pages (/posts, /posts/{countId}) show the
 * section labels, and importing them from posts.ts would bring zod and its schemas into those pages
 * (the same reason the contract keeps its schemas apart, see api/routes/). posts.ts re-exports
 * everything here, so `@vn/domain` offers the same names as before.
 */

/** Post sections (docs/product §3). */
export const postSections = ['common', 'tech', 'site', 'job'] as const;
export type PostSection = (typeof postSections)[number];

/** How each section is shown (docs/product §3 Post sections). */
export const postSectionLabels = {
  common: 'Общее',
  tech: 'Технические',
  site: 'Работа сайта',
  job: 'Поиск людей',
} as const satisfies Record<PostSection, string>;

/** The posts page tab that shows every section (docs/product §2.2 /posts: "Все" plus the sections). */
export const allPostSectionsLabel = 'Все';

/** Whether a value is one of the post sections (an address's `?section=`, a stored value). */
export function isPostSection(value: unknown): value is PostSection {
  return (postSections as readonly unknown[]).includes(value);
}

/** Post texts (docs/product §4 Post editing, §5 New post draft and Review, §8 Data loading). */
export const postMessages = {
  titleMissing: 'Нет заголовка',
  bodyEmpty: 'Пустое сообщение',
  noChanges: 'Нет изменений',
  loadFailed: 'Не удалось загрузить статью',
  /** Ours: a moderator deleted an article (docs/product §8 has no texts for it; as for comments). */
  deleted: 'Статья удалена',
  deleteFailed: 'Не удалось удалить статью',
} as const;
