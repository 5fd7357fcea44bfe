/*
 * The vocabularies feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { VocabulariesModule } from './vocabularies.module';
export { VocabulariesService } from './vocabularies.service';
export { VocabularyLists } from './vocabulary-lists';
export { vocabularyCollections, vocabularySchema } from './vocabulary.schema';
export type { VocabularyRecord } from './vocabulary.schema';
