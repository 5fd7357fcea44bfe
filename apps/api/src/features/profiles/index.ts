/*
 * The profiles feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { profileGonePages, profilePageHeads } from './profile-page-head';
export { ProfilesModule } from './profiles.module';
