export {
  DatabaseUnavailableError,
  repositoryRoot,
  startDatabase,
  uniqueDatabaseName,
  withDatabaseName,
  type Database,
  type StartDatabaseOptions,
} from './database';
export { freeLoopbackPort } from './free-port';
