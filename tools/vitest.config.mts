import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { vitestReporters } from './testing/vitest-reports.ts';
import { workspaceAliases } from './vite/workspace-aliases.ts';

export default defineConfig({
  root: import.meta.dirname,
  // The libraries' sources, never a stale build of them.
  resolve: { alias: workspaceAliases },
  test: {
    name: 'tools',
    include: ['**/*.test.ts'],
    testTimeout: 90_000,
    // Hooks start databases and seed them (backup.test.ts: SQLite and PostgreSQL, then the demo
    // data), which under the whole suite's load takes longer than Vitest's default of 10 s.
    hookTimeout: 90_000,
    // Two files at once even on two cores (Vitest's default is one fewer than the cores): most of
    // these wait on processes they start (a database, npm start, npm pack, tsc in a copy of the
    // workspace), so two overlap well; the file with the most to do, the generators', alone takes
    // more than two minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    ...vitestReporters('tools'),
  },
});
