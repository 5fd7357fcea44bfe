import { defineConfig } from 'vitest/config';
import { vitestReporters } from './testing/vitest-reports.ts';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'tools',
    include: ['**/*.test.ts'],
    testTimeout: 90_000,
    ...vitestReporters('tools'),
  },
});
