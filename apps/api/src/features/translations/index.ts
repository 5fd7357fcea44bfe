// What other features, the app module and the migrations may use of translations: they import it
// from here, never from the files of the folder.
export { projectTranslationFeeds, TranslationFeeds } from './translation-feeds';
export { keyedLinesOf, translationIdOf, translationLineKey } from './translation-lines';
export {
  TRANSLATION_UPDATES_COLLECTION,
  TRANSLATIONS_COLLECTION,
  translationSchema,
  translationUpdateSchema,
  type TranslationRecord as TranslationProgressRecord,
  type TranslationUpdateRecord,
} from './translation.schema';
export { TranslationsModule } from './translations.module';
export { translationsPageHeads } from './translations-page-head';
export { TranslationsService } from './translations.service';
