/**
 * `npm run similar:evaluate -- [--novels 1000,5000,20000]`: the similar lists measured offline on the
 * seed's catalogue, generated in memory (docs/adr/0017-similar-titles.md). Builds the API and runs
 * its `similar-eval-cli`, which needs no database.
 */
import { buildApi, runApiCommand } from '../process/api-cli';

buildApi();
process.exit(runApiCommand('similar-eval-cli', '', process.argv.slice(2)));
