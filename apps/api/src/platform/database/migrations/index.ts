export type { Migration } from './migration';
export { MigrationsModule } from './migrations.module';
export {
  MIGRATIONS_COLLECTION,
  MIGRATION_LOCK_COLLECTION,
  recordMigrationsAsRun,
  runMigrations,
} from './migration-runner';
