export {
  DatabaseUnavailableError,
  ferretdbStorage,
  repositoryRoot,
  startDatabase,
  uniqueDatabaseName,
  withDatabaseName,
  withDefaultDatabaseName,
  type Database,
  type FerretdbStorage,
  type StartDatabaseOptions,
} from './database';
export { ensureFerretdbBinary, startFerretdb, type RunningFerretdb } from './ferretdb';
export { freeLoopbackPort } from './free-port';
export { DEFAULT_POSTGRES_BIN, startPostgresql, type RunningPostgresql } from './postgresql';
export { openCatalogueDatabase } from './catalogue-database';
