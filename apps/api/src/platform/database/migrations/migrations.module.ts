import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import type { Migration } from './migration';
import { runMigrations } from './migration-runner';

const MIGRATIONS = Symbol('migrations');

/**
 * Runs the migrations at start-up, in `onModuleInit`: every module's `onModuleInit` ends before any
 * `onApplicationBootstrap` begins, and the read models load there, so they read migrated data.
 * No module reads the database in `onModuleInit` (docs/architecture.md § Migrations).
 */
@Injectable()
class MigrationsOnStart implements OnModuleInit {
  private readonly logger = new Logger('Migrations');

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Inject(MIGRATIONS) private readonly migrations: readonly Migration[],
  ) {}

  async onModuleInit(): Promise<void> {
    const db = this.connection.db;
    if (!db) throw new Error('The database connection is not open');
    await runMigrations(db, this.migrations, { log: (line) => this.logger.log(line) });
  }
}

@Module({})
export class MigrationsModule {
  static forRoot(migrations: readonly Migration[]): DynamicModule {
    return {
      module: MigrationsModule,
      providers: [{ provide: MIGRATIONS, useValue: migrations }, MigrationsOnStart],
    };
  }
}
