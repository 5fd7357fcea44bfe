/*
 * The translator-directory feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { TranslatorDirectory } from './translator-directory';
export { TranslatorDirectoryModule } from './translator-directory.module';
export { TRANSLATORS_COLLECTION, translatorSchema } from './translator.schema';
export type { TranslatorRecord } from './translator.schema';
export { TranslatorsRepository } from './translators.repository';
