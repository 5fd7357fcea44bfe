import { defineConfig } from 'vite';
import { libraryBuild } from '../../tools/packages/library-build.ts';

/**
 * The package's ES modules (`dist/esm`, `nx run domain:pack`); `dist/` itself is the CommonJS build
 * the API runs on, whose declarations the package also ships (tsconfig.lib.json).
 */
export default defineConfig(
  libraryBuild({
    root: import.meta.dirname,
    entries: { index: 'src/index.ts' },
    outDir: 'dist/esm',
    extension: '.mjs',
  }),
);
