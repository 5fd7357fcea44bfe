/** The default title and description of every page (docs/product §1). */
export const DEFAULT_PAGE_TITLE = 'Визуальные новеллы на русском языке.';
export const DEFAULT_PAGE_DESCRIPTION = DEFAULT_PAGE_TITLE;

/**
 * A page's document title: its own title before the site's, or the site's alone. One rule for the
 * site, which sets it as pages change, and the server, which writes it into the first HTML.
 */
export function pageTitle(own?: string): string {
  return own ? `${own} — ${DEFAULT_PAGE_TITLE}` : DEFAULT_PAGE_TITLE;
}

/**
 * The title and description of each list page a reader lands on from outside (docs/product §2.2): the
 * site sets them as the page shows, the server writes them into the page's first HTML, so a search
 * engine and a reader see the same words. The main page has the site's own title; the article and
 * translator lists have no description of their own yet, so they keep the default.
 */
export const landingPageMeta = {
  home: { title: '', description: DEFAULT_PAGE_DESCRIPTION },
  novels: {
    title: 'Визуальные новеллы',
    description:
      'Визуальные новеллы с переводом на русский язык: рейтинг, релизы, фильтры по жанрам и тегам.',
  },
  games: {
    title: 'Аниме игры',
    description:
      'Аниме игры с переводом на русский язык: RPG Maker, пошаговые стратегии, метроидвании.',
  },
  posts: { title: 'Статьи', description: DEFAULT_PAGE_DESCRIPTION },
  translators: {
    title: 'Переводчики и группы переводчиков',
    description: DEFAULT_PAGE_DESCRIPTION,
  },
  // docs/product §A1.10; the description is ours.
  translations: {
    title: 'Переводы в работе',
    description:
      'Переводы визуальных новелл и игр на русский язык, которые идут сейчас: этапы, прогресс, ожидаемое завершение и затихшие переводы.',
  },
} as const satisfies Record<string, { title: string; description: string }>;

export type LandingPage = keyof typeof landingPageMeta;
