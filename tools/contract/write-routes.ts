import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { ROUTES_FILE, routesFileText } from './routes-file.ts';

/** Writes libs/domain/src/api/routes.ts from the contract (`npm run contract:routes`). */
const options = await resolveConfig(ROUTES_FILE);
writeFileSync(
  ROUTES_FILE,
  await format(await routesFileText(), { ...options, filepath: ROUTES_FILE }),
);
console.log(`Written: ${ROUTES_FILE}`);
