/**
 * `npm run seed -- [--novels N] [--seed S]`: resets the catalogue to deterministic demo data with the
 * API's seed command (`apps/api/src/cli/seed-cli.ts`, which documents the flags), on the site's own
 * database (`openCatalogueDatabase`).
 */
import { openCatalogueDatabase } from '../db';
import { buildApi, runApiCommand } from '../process/api-cli';

buildApi();
const database = await openCatalogueDatabase((line) => console.log(line));
const code = runApiCommand('seed-cli', database.uri, process.argv.slice(2));
await database.stop();
process.exit(code);
