import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from '../../tools/testing/vitest-reports.ts';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  // The libraries' sources, never a stale build of them.
  resolve: { alias: workspaceAliases },
  test: {
    name: 'ui',
    // One import of React, react-aria and the components per worker, not one per file: nothing here
    // mocks a module, and Testing Library unmounts after each test. Alone: 125 → 23 s of CPU.
    isolate: false,
    // happy-dom rather than jsdom: react-aria's overlays need CSS.escape, which jsdom lacks.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    ...vitestReporters('ui'),
  },
});
