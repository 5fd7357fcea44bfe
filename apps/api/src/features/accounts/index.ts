/*
 * The accounts feature's public face: what other features, the app module and the
 * command line may use. Everything else in this folder is private to it.
 */
export { AccountsModule } from './accounts.module';
export { hashPassword } from './passwords';
