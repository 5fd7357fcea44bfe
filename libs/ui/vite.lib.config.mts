import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FONT_PACKAGE, fontImportInStylesheet } from '../../tools/packages/font-import.ts';
import { libraryBuild } from '../../tools/packages/library-build.ts';

/**
 * The package's build (`nx run ui:pack`, docs/architecture.md § Projects and boundaries): ES
 * modules and `dist/style.css`, the compiled vanilla-extract styles. `@vn/domain` stays an import;
 * while the styles are computed it is read from its source, as everywhere in the workspace.
 */
export default defineConfig(
  libraryBuild({
    root: import.meta.dirname,
    entries: { index: 'src/index.ts' },
    plugins: [fontImportInStylesheet(), react(), vanillaExtractPlugin()],
    bundled: [FONT_PACKAGE],
    alias: { '@vn/domain': join(import.meta.dirname, '../domain/src/index.ts') },
  }),
);
