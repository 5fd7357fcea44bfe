/*
 * The catalogue feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { catalogueKeptPages } from './catalogue-kept-pages';
export { cataloguePageHeads } from './catalogue-page-head';
export { CatalogueModule } from './catalogue.module';
export { CatalogueService } from './catalogue.service';
export { projectGonePages, projectPageHeads } from './project-page-head';
