import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  // Nest's dependency injection reads constructor types from decorator metadata, like `tsc` emits.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: workspaceAliases,
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
