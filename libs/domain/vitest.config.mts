import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'domain',
    // One import of the domain per worker, not one per file (its rules are pure; nothing is mocked).
    // Alone: 57 → 22 s of CPU.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Every rule of the spec lives here: the test command fails below 95 % of lines covered.
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts files only re-export; src/testing holds test helpers.
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      reportsDirectory: '../../reports/domain/coverage',
      thresholds: { lines: 95 },
    },
    ...vitestReporters('domain'),
  },
});
