/*
 * The novels feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { CatalogueIndex } from './catalogue-index';
export type {
  CatalogueQuery,
  CountedVotes,
  CountedVotesSource,
  IndexedNovel,
  TranslationFactSource,
} from './catalogue-index';
export { listStatisticsOf, presentCard, presentNovelPage } from './novel.presenter';
export { NOVELS_COLLECTION, newProjectCounters, novelSchema } from './novel.schema';
export type { NovelRecord, ProjectCounter, TranslationRecord, VndbRecord } from './novel.schema';
export { PROJECTS_FEED, projectPath, projectsFeed, projectsSitemap } from './novels-syndication';
export { NovelsModule } from './novels.module';
export {
  NovelsRepository,
  type CounterMove,
  type DerivedRatings,
  type NovelCounters,
} from './novels.repository';
export { ViewCounter } from './view-counter';
