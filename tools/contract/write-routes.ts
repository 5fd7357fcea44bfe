import { relative } from 'node:path';
import {
  formattedRoutesFiles,
  OLD_ROUTES_FILE,
  ROUTES_DIR,
  routesDifferences,
  writeRoutesFiles,
} from './routes-file.ts';

/**
 * Writes libs/domain/src/api/routes/ (one file per area of the contract, and index.ts) from the
 * contract (`npm run contract:routes`), deleting the files of areas no longer in it. With
 * `--check`, writes nothing: lists how the folder differs from the contract and fails if it does.
 */
const expected = await formattedRoutesFiles();
const shown = (path: string) => relative(process.cwd(), path);

if (process.argv.includes('--check')) {
  const differences = routesDifferences(expected);
  if (differences.length > 0) {
    console.error(
      `${shown(ROUTES_DIR)} does not match the contract (run \`npm run contract:routes\`):`,
    );
    for (const difference of differences) console.error(`  ${difference}`);
    process.exit(1);
  }
  console.log(`${shown(ROUTES_DIR)}: matches the contract (${expected.size} files).`);
} else {
  const { written, deleted } = writeRoutesFiles(expected, ROUTES_DIR, OLD_ROUTES_FILE);
  for (const path of written) console.log(`Written: ${shown(path)}`);
  for (const path of deleted) console.log(`Deleted: ${shown(path)}`);
  if (written.length + deleted.length === 0) {
    console.log(`${shown(ROUTES_DIR)}: unchanged (${expected.size} files).`);
  }
}
