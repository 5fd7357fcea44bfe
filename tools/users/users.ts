/**
 * `npm run users -- <command> …`: the staff bootstrap of apps/api (`src/cli/users-cli.ts`), run on
 * the database `npm start` uses. With MONGODB_URI set it uses that database; otherwise it starts the
 * embedded one on the same data folder (stop `npm start` first: one FerretDB per folder).
 */
import { startDatabase, withDefaultDatabaseName } from '../db';
import { buildApi, runApiCommand } from '../process/api-cli';

buildApi();
const args = process.argv.slice(2);
if (process.env['MONGODB_URI']) {
  process.exit(runApiCommand('users-cli', process.env['MONGODB_URI'], args));
} else {
  const database = await startDatabase({ dataFolder: 'ferretdb' });
  const code = runApiCommand('users-cli', withDefaultDatabaseName(database.uri, 'catalogue'), args);
  await database.stop();
  process.exit(code);
}
