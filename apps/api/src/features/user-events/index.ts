/*
 * The user-events feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { UserEventsModule } from './user-events.module';
export { UserEventsService } from './user-events.service';
export type { UserEventRecord } from './user-events.schema';
