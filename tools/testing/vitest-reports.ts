import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * Reporters for every Vitest project: the usual console output, plus a JSON report under
 * `reports/<project>/` that `npm test` reads for its summary line (and Nx restores from its cache).
 */
export function vitestReporters(reportName: string) {
  return {
    reporters: ['default', 'json'],
    outputFile: { json: join(repositoryRoot, 'reports', reportName, 'test.json') },
  };
}
