import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryBuild } from '../../tools/packages/library-build.ts';

const libs = join(import.meta.dirname, '..');

/**
 * The package's build (`nx run editor:pack`, docs/architecture.md § Projects and boundaries): ES
 * modules for the three entries and `dist/style.css`, the compiled vanilla-extract styles.
 *
 * `@vn/ui` and `@vn/domain` stay imports of the built modules. The aliases serve only the styles
 * (`*.css.ts`), which vanilla-extract runs while it builds, and point at the other packages' builds
 * (`ui:pack` runs first): the theme's variables are then the names `@vn/ui`'s `style.css` defines,
 * and none of its styles is compiled into this stylesheet again. `@vn/ui` is its theme module only
 * (its whole entry would load every component and icon into the style compiler, twenty seconds
 * more), so the editor's styles take from `@vn/ui` only what `libs/ui/src/theme/index.ts` exports.
 */
export default defineConfig(
  libraryBuild({
    root: import.meta.dirname,
    entries: {
      index: 'src/index.ts',
      'markup-editor': 'src/markup-editor.ts',
      'blocks-editor': 'src/blocks-editor.ts',
    },
    plugins: [react(), vanillaExtractPlugin()],
    alias: {
      '@vn/domain': join(libs, 'domain/dist/esm/index.mjs'),
      '@vn/ui': join(libs, 'ui/dist/theme/index.js'),
    },
  }),
);
