import { z } from 'zod';
import { userRefSchema } from '../entities/common';
import { postSectionSchema } from '../community/posts';
import { novelCardSchema } from '../entities/novel';
import { translatorListItemSchema } from './catalogue';
import { defineEndpoint, type Endpoint } from './endpoint';

/*
 * One search box for the whole site (docs/product §A7.3, ours): projects first, then articles,
 * translator groups and people, each found by the same forgiving rules (ADR 0010).
 */

/** What the site-wide search finds, in the order the suggestions and the tabs show them. */
export const siteSearchKinds = ['novels', 'articles', 'groups', 'people'] as const;
export type SiteSearchKind = (typeof siteSearchKinds)[number];
export const siteSearchKindSchema = z.enum(siteSearchKinds);

/** A group's heading in the suggestions and its tab on the results page (ours). */
export const siteSearchKindLabels: Record<SiteSearchKind, string> = {
  novels: 'Проекты',
  articles: 'Статьи',
  groups: 'Переводчики',
  people: 'Люди',
};

/** The longest text the search reads; the rest of a longer one is a paste, not a query. */
export const SITE_SEARCH_MAX_LENGTH = 200;
/** Each group's first items when every kind is asked for (the suggestions, the «Все» tab). */
export const SITE_SEARCH_DEFAULT_LIMIT = 5;
export const SITE_SEARCH_MAX_LIMIT = 50;

export const siteSearchQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .min(1, 'Введите, что искать')
    .max(SITE_SEARCH_MAX_LENGTH, `Не длиннее ${SITE_SEARCH_MAX_LENGTH} символов`),
  /** One kind, a page of it; without it, the first items of every kind. */
  kind: siteSearchKindSchema.optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SITE_SEARCH_MAX_LIMIT)
    .default(SITE_SEARCH_DEFAULT_LIMIT),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

/** An article found: its title, section and number (the site opens /posts/{countId}), and where the text matched. */
export const articleHitSchema = z.object({
  _id: z.string(),
  countId: z.number().int().min(1),
  title: z.string(),
  section: postSectionSchema,
  /** A few words of the text around the match, plain; empty when only the title matched. */
  excerpt: z.string(),
});
export type ArticleHit = z.infer<typeof articleHitSchema>;

const found = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int().min(0) });

export const siteSearchResultSchema = z.object({
  /** Every kind's count; items only of the kind asked for (or each kind's first, none asked). */
  novels: found(novelCardSchema),
  articles: found(articleHitSchema),
  groups: found(translatorListItemSchema),
  people: found(userRefSchema),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

export const siteSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/search',
  summary: 'Projects, articles, translator groups and people found by one text, with every count',
  description:
    'Ours (docs/product §A7.3). The forgiving rules of ADR 0010 for every kind. Only what the viewer may see: hidden and removed people, and articles not published, stay out.',
  query: siteSearchQuerySchema,
  response: siteSearchResultSchema,
  public: true,
});

export const siteSearchEndpoints: readonly Endpoint[] = [siteSearchEndpoint];
