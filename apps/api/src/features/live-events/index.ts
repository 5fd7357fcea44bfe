/*
 * The live-events feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { LiveEventsModule } from './live-events.module';
export { LiveEvents } from './live-events.service';
