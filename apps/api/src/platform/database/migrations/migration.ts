import type { mongo } from 'mongoose';

/**
 * One change to the stored data that the code of a release needs (docs/architecture.md
 * § Migrations): run once, in order, before the read models load. It must be idempotent:
 * a process stopped halfway runs it again from the start at the next start-up, so it may find its
 * own work half done.
 */
export interface Migration {
  /** Sorts the migrations and is recorded once the migration is done: never rename one that ran. */
  name: string;
  up(db: mongo.Db): Promise<void>;
}
