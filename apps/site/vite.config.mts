import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../tools/vite/precompress.ts';
import { workspaceAliases } from '../../tools/vite/workspace-aliases.ts';

/** In development Vite serves the site and forwards /api to the API (`npm run dev` sets API_URL). */
const apiUrl = process.env['API_URL'] ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [
    // react-aria ships its built-in texts in 34 languages; the site is Russian (docs/product §1), so only
    // Russian goes into the bundle (part of the first-visit JavaScript budget, docs/architecture.md
    // § Budgets).
    optimizeLocales.vite({ locales: ['ru-RU'] }),
    react(),
    vanillaExtractPlugin(),
    // Brotli and gzip copies of every script and style, made once here at the highest levels; the
    // server sends them as they are (a third of the bytes of the plain files).
    isSsrBuild ? null : precompress(),
  ],
  resolve: { alias: workspaceAliases },
  server: {
    port: Number(process.env['SITE_PORT'] ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: apiUrl, changeOrigin: false } },
  },
  build: isSsrBuild
    ? // The server entry (ADR 0011): one file with every library in it, loaded by the API.
      {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // One stylesheet for the whole site (about 14 KB gzipped), linked by index.html: a
        // server-rendered page is styled by one request instead of waiting for one per chunk of its
        // code, and later pages need none (ADR 0011).
        cssCodeSplit: false,
        // No <link rel="modulepreload"> for a chunk's imports, in index.html or before a lazy page:
        // a phone spent longer on adding fifty such links before the project page (and on the
        // work they brought forward) than the browser takes to find the imports itself, one round
        // trip later, and Lighthouse's mobile run counted it all as blocking (ADR 0011).
        modulePreload: false,
      },
  ssr: { noExternal: true },
  // The server entry bundles React: its production build, whatever NODE_ENV the API runs under
  // (development React renders several times slower and warns on every page).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
}));
