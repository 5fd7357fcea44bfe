/**
 * `npm run seed -- [--novels N] [--seed S]`: resets the catalogue to deterministic demo data with the
 * API's seed command (`apps/api/src/cli/seed-cli.ts`, which documents the flags). With MONGODB_URI set
 * it uses that database; otherwise it starts the embedded one on `npm start`'s data folder (stop
 * `npm start` first: one FerretDB per folder).
 */
import { startDatabase, withDefaultDatabaseName } from '../db';
import { buildApi, runApiCommand } from '../process/api-cli';

buildApi();
const args = process.argv.slice(2);
if (process.env['MONGODB_URI']) {
  process.exit(runApiCommand('seed-cli', process.env['MONGODB_URI'], args));
} else {
  const database = await startDatabase({
    dataFolder: 'ferretdb',
    log: (line) => console.log(line),
  });
  const code = runApiCommand('seed-cli', withDefaultDatabaseName(database.uri, 'catalogue'), args);
  await database.stop();
  process.exit(code);
}
