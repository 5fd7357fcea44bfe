/**
 * `npm run users -- <command> …`: the staff bootstrap of apps/api (`src/cli/users-cli.ts`), run on
 * the database `npm start` uses. With MONGODB_URI set it uses that database; otherwise it starts the
 * embedded one on the same data folder (stop `npm start` first: one FerretDB per folder).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot, startDatabase, withDefaultDatabaseName } from '../db';

const cli = join(repositoryRoot, 'apps/api/dist/cli/users-cli.js');
const build = spawnSync('npx', ['nx', 'run', 'api:build', '--output-style=static-failures-only'], {
  cwd: repositoryRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

const runCli = (mongodbUri: string) =>
  spawnSync(process.execPath, [cli, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, MONGODB_URI: mongodbUri },
  }).status ?? 1;

if (process.env['MONGODB_URI']) {
  process.exit(runCli(process.env['MONGODB_URI']));
} else {
  const database = await startDatabase({ dataFolder: 'ferretdb' });
  const code = runCli(withDefaultDatabaseName(database.uri, 'catalogue'));
  await database.stop();
  process.exit(code);
}
