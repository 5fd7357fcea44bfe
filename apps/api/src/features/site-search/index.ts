// What other features and the app module may use of site-search: they import it from here,
// never from the files of the folder.
export { SiteSearchModule } from './site-search.module';
