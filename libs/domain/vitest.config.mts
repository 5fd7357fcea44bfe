import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    ...vitestReporters('domain'),
  },
});
