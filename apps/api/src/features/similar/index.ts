/*
 * The similar feature's public face: what other features, the app module and the command line may
 * use. Everything else in this folder is private to it.
 */
export { SimilarModule } from './similar.module';
export { SimilarTitles } from './similar-titles';
