/**
 * `npm run users -- <command> …`: the staff bootstrap of apps/api (`src/cli/users-cli.ts`), run on
 * the site's own database (`openCatalogueDatabase`).
 */
import { openCatalogueDatabase } from '../db';
import { buildApi, runApiCommand } from '../process/api-cli';

buildApi();
const database = await openCatalogueDatabase();
const code = runApiCommand('users-cli', database.uri, process.argv.slice(2));
await database.stop();
process.exit(code);
