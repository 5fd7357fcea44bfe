import type { Plugin } from 'vite';

/** The web font libs/ui's theme imports (a stylesheet and its font files). */
export const FONT_PACKAGE = '@fontsource-variable/inter';
const EMPTY = '\0vn-font-import';

/**
 * libs/ui's theme imports its web font from JavaScript, as the site wants it. The package's
 * JavaScript imports no CSS (a consumer's test runner or server render would choke on it), so the
 * built modules lose that import and the package's `style.css` starts with
 * `@import '@fontsource-variable/inter';` instead: the consumer's bundler resolves it from `@vn/ui`'s
 * own dependency, and one stylesheet import brings the theme and its font. (The library build must
 * not leave the font an external import: `libraryBuild`'s `bundled`.)
 */
export function fontImportInStylesheet(): Plugin[] {
  return [
    {
      name: 'vn-font-import-out-of-javascript',
      enforce: 'pre',
      resolveId: (id) => (id === FONT_PACKAGE ? EMPTY : null),
      load: (id) => (id === EMPTY ? '' : null),
    },
    {
      // After Vite's own CSS plugin has put the library's styles into their file.
      name: 'vn-font-import-into-stylesheet',
      enforce: 'post',
      generateBundle(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.css')) {
            file.source = `@import '${FONT_PACKAGE}';\n${String(file.source)}`;
          }
        }
      },
    },
  ];
}
