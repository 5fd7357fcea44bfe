import type { Migration } from '../platform/database';
import { translationsAsRecords } from './0001-translations-as-records';

/**
 * Every migration of the stored data, run once each at start-up in name order
 * (docs/architecture.md § Migrations). A new one is a file here named
 * `NNNN-what-it-does.ts`, added to this list; a migration that has run is never renamed or
 * removed while a database may still lack it.
 */
export const MIGRATIONS: readonly Migration[] = [translationsAsRecords];
