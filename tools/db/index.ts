export {
  DatabaseUnavailableError,
  repositoryRoot,
  startDatabase,
  uniqueDatabaseName,
  withDatabaseName,
  withDefaultDatabaseName,
  type Database,
  type StartDatabaseOptions,
} from './database';
export { ensureFerretdbBinary } from './ferretdb';
export { freeLoopbackPort } from './free-port';
