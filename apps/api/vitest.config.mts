import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';

export default defineConfig({
  root: import.meta.dirname,
  // Nest's dependency injection reads constructor types from decorator metadata, like `tsc` emits.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: { '@vn/domain': resolve(import.meta.dirname, '../../libs/domain/src/index.ts') },
  },
  test: {
    name: 'api',
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    ...vitestReporters('api'),
  },
});
