/*
 * The users feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export {
  GONE_USER_NAME,
  presentPublic,
  presentRef,
  presentSelf,
  presentSession,
} from './user.presenter';
export { USERS_COLLECTION, newUserRecord, settingsOf, userSchema } from './user.schema';
export type { UserRecord } from './user.schema';
export { UsersById } from './users-by-id';
export { UsersModule } from './users.module';
export { UsersRepository } from './users.repository';
export type {
  UserChange,
  UserListQuery,
  UserNameRecord,
  UserStandingRecord,
} from './users.repository';
