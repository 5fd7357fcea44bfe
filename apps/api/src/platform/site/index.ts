export * from './atom';
export * from './gone-pages';
export * from './kept-pages';
export * from './page-head';
export * from './sitemap';
