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
export { ensureFerretdbBinary, startFerretdb } from './ferretdb';
export { freeLoopbackPort } from './free-port';
