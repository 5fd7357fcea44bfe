import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';

/** What a library's package build needs to know; everything else is the same for the three. */
export interface LibraryBuildOptions {
  /** The library's folder (its `package.json` is read from there). */
  root: string;
  /** Entry name → source file, relative to `root`: each becomes `<outDir>/<name>.js`. */
  entries: Record<string, string>;
  /** Relative to `root`. @default 'dist' */
  outDir?: string;
  /**
   * `.mjs` for a package whose `"type"` is CommonJS (libs/domain, whose `dist/` is the API's
   * CommonJS build). @default '.js'
   */
  extension?: '.js' | '.mjs';
  plugins?: PluginOption[];
  /** Where the libraries this one builds on are read from while it is built. */
  alias?: Record<string, string>;
  /** Dependencies a plugin handles, which must not be left as imports. */
  bundled?: string[];
}

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Names a package's code imports but does not carry: its dependencies and peer dependencies. */
export function packageImports(root: string): (id: string) => boolean {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ];
  return (id) => names.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The Vite build of a library for use outside the workspace (docs/architecture.md § Projects and
 * boundaries): ES modules, one file per source module (so a consumer's bundler drops what it does
 * not use, as the site's does with the sources: a page that reads only must not carry zod or the
 * editors), every dependency and peer dependency left as an import, and the library's
 * vanilla-extract styles in one `style.css`. Declarations come from `tsc` (each library's
 * `tsconfig.lib.json`).
 */
export function libraryBuild(options: LibraryBuildOptions): UserConfig {
  const {
    root,
    entries,
    outDir = 'dist',
    extension = '.js',
    plugins = [],
    alias = {},
    bundled = [],
  } = options;
  const isImported = packageImports(root);
  // A package is a production build, whatever NODE_ENV its caller runs with (Vitest sets 'test'):
  // otherwise Vite and the React plugin write calls of React's development JSX runtime, which a
  // consumer's production build of React does not have. Vite reads it after loading this config.
  process.env['NODE_ENV'] = 'production';
  return {
    root,
    logLevel: 'warn',
    plugins,
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // Readable output: the consumer's bundler minifies.
      minify: false,
      target: 'es2022',
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, join(root, file)]),
        ),
        formats: ['es'],
        cssFileName: 'style',
      },
      rollupOptions: {
        external: (id) => isImported(id) && !bundled.includes(id),
        // Rolldown's note on slow plugins (vanilla-extract's, which runs the styles) is not a fault.
        checks: { bundlerTimings: false },
        output: {
          preserveModules: true,
          preserveModulesRoot: join(root, 'src'),
          entryFileNames: `[name]${extension}`,
        },
      },
    },
  };
}
