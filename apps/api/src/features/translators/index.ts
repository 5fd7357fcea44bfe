/*
 * The translators feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { translatorPageHeads, translatorsSitemap } from './translator-page-head';
export { TranslatorsModule } from './translators.module';
export { TranslatorsService } from './translators.service';
