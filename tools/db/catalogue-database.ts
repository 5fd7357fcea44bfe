import { startDatabase, withDefaultDatabaseName } from './database';

/**
 * The site's own database, for the commands that work on it (`npm run seed`, `users`, `backup`,
 * `restore`): MONGODB_URI when set (database `catalogue` unless it names one); otherwise the
 * embedded one on `npm start`'s data folder and DATABASE_BACKEND's storage (stop `npm start` first:
 * one FerretDB per folder).
 */
export async function openCatalogueDatabase(
  log: (line: string) => void = () => {},
): Promise<{ uri: string; stop(): Promise<void> }> {
  const configured = process.env['MONGODB_URI'];
  if (configured)
    return { uri: withDefaultDatabaseName(configured, 'catalogue'), stop: async () => {} };
  const database = await startDatabase({ dataFolder: 'ferretdb', log });
  return { uri: withDefaultDatabaseName(database.uri, 'catalogue'), stop: () => database.stop() };
}
