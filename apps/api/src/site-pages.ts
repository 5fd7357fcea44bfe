import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogueIndex, PROJECTS_FEED, projectsFeed, projectsSitemap } from './features/novels';
import {
  catalogueKeptPages,
  CatalogueService,
  cataloguePageHeads,
  projectGonePages,
  projectPageHeads,
} from './features/catalogue';
import {
  postGonePages,
  postPageHeads,
  postsFeed,
  postsSitemap,
  PostsService,
} from './features/posts';
import { profileGonePages, profilePageHeads } from './features/profiles';
import {
  projectTranslationFeeds,
  TranslationFeeds,
  translationsPageHeads,
} from './features/translations';
import { translatorPageHeads, translatorsSitemap } from './features/translators';
import { TranslatorDirectory } from './features/translator-directory';
import { UsersById, UsersRepository } from './features/users';
import type { FeedFamily, FeedSource } from './platform/site/atom';
import { composeGonePages, type GonePages } from './platform/site/gone-pages';
import { composeKeptPageRules, type KeptPageRules } from './platform/site/kept-pages';
import { composePageHeads, type PageHeads, type SiteAddress } from './platform/site/page-head';
import type { SitemapSource } from './platform/site/sitemap';

/*
 * Where the pages a visitor lands on from outside are put together: each feature knows its own
 * pages (their heads, feed and sitemap part, beside its in-memory model); this file only lists them.
 */

/**
 * The heads of the pages a visitor lands on from outside (docs/architecture.md § Pages rendered on
 * the server), first match wins.
 */
export function sitePageHeads(app: NestFastifyApplication, site: SiteAddress): PageHeads {
  const catalogue = app.get(CatalogueService);
  return composePageHeads(
    cataloguePageHeads(site, PROJECTS_FEED),
    projectPageHeads(catalogue, site, projectTranslationFeeds),
    postPageHeads(app.get(PostsService), site),
    translatorPageHeads(app.get(TranslatorDirectory), catalogue, site),
    translationsPageHeads(site),
    profilePageHeads(site),
  );
}

/**
 * Which guests' pages are sent as kept while their data's version stands (kept-pages.ts). Pages
 * not listed (articles, translators, translations, profiles) are read on every visit and kept
 * under a digest of their answers.
 */
export function siteKeptPages(app: NestFastifyApplication): KeptPageRules {
  return composeKeptPageRules(catalogueKeptPages(app.get(CatalogueService)));
}

/** Which missing pages showed something once: 410 Gone instead of 404 (gone-pages.ts). */
export function siteGonePages(app: NestFastifyApplication): GonePages {
  return composeGonePages(
    projectGonePages(app.get(CatalogueService)),
    postGonePages(app.get(PostsService)),
    profileGonePages(app.get(UsersRepository)),
  );
}

/**
 * The lists readers start from (docs/product §2.2, §A1.10); each changes with what it lists, so no
 * lastmod.
 */
const LANDING_PAGES = [
  '/',
  '/novels',
  '/games',
  '/posts',
  '/translators',
  '/translations',
] as const;

const landingPagesSitemap: SitemapSource = {
  name: 'pages',
  version: () => 0,
  entries: () => LANDING_PAGES.map((path) => ({ path })),
};

/**
 * The sitemap's parts and the feeds, from the features' memory; the families are feeds by key (a
 * project's, a group's, a reader's own), which no sitemap lists.
 */
export function siteDocuments(
  app: NestFastifyApplication,
  site: SiteAddress,
): {
  site: SiteAddress;
  sitemap: SitemapSource[];
  feeds: FeedSource[];
  feedFamilies: FeedFamily[];
} {
  const index = app.get(CatalogueIndex);
  const posts = app.get(PostsService);
  return {
    site,
    sitemap: [
      landingPagesSitemap,
      postsSitemap(posts),
      translatorsSitemap(app.get(TranslatorDirectory)),
      projectsSitemap(index),
    ],
    feeds: [postsFeed(posts, app.get(UsersById), site), projectsFeed(index, site)],
    feedFamilies: app.get(TranslationFeeds).families(site),
  };
}
