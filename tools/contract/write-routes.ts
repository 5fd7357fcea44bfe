import { writeFileSync } from 'node:fs';
import { formattedRoutesFile, ROUTES_FILE } from './routes-file.ts';

/** Writes libs/domain/src/api/routes.ts from the contract (`npm run contract:routes`). */
writeFileSync(ROUTES_FILE, await formattedRoutesFile());
console.log(`Written: ${ROUTES_FILE}`);
