import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { repositoryRoot } from '../../db/index.ts';
import { workspaceAliases } from '../../vite/workspace-aliases.ts';

/**
 * The JavaScript a writing surface adds to a page, gzipped as the site serves it: a page that has the
 * site's libraries (React, react-aria, `@vn/ui`, `@vn/domain`) imports each editor lazily, as a page
 * showing one will; what that import loads and the page did not have is the editor's chunk
 * (ProseMirror, Remirror and the editor). Built with the site's own plugins.
 */

const PAGE = `
import { createRoot } from 'react-dom/client';
import * as ui from '@vn/ui';
import * as domain from '@vn/domain';
import * as reactAria from 'react-aria-components';
// The page uses the libraries it loads, so they stay in its own chunk, as the site's shell has them.
Object.assign(globalThis, { ui, domain, reactAria, createRoot });
export const loadMarkupEditor = () => import('@vn/editor/markup-editor');
export const loadBlocksEditor = () => import('@vn/editor/blocks-editor');
`;

export interface EditorChunk {
  /** The entry the page imports lazily. */
  entry: string;
  /** Gzipped bytes the lazy import loads. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

export interface ChunkReport {
  /** What each editor adds to the page, markup editor first. */
  editors: EditorChunk[];
  /** Gzipped bytes of the page before them. */
  pageBytes: number;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export async function measureEditorChunk(): Promise<ChunkReport> {
  // Inside the repository (vanilla-extract looks for the package the page belongs to), where npm
  // keeps its caches: never committed.
  const cache = join(repositoryRoot, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(join(cache, 'editor-chunk-'));
  try {
    await writeFile(join(root, 'page.ts'), PAGE);
    const outDir = join(root, 'dist');
    await build({
      root,
      logLevel: 'warn',
      configFile: false,
      plugins: [optimizeLocales.vite({ locales: ['ru-RU'] }), react(), vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases },
      build: {
        outDir,
        manifest: true,
        rollupOptions: { input: join(root, 'page.ts'), preserveEntrySignatures: 'exports-only' },
      },
    });
    const manifest = JSON.parse(
      await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const pageKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!pageKey) throw new Error('The measuring page has no entry in the manifest');
    const page = staticClosure(manifest, pageKey);
    const sizeOf = async (key: string) => ({
      file: manifest[key]!.file,
      bytes: gzipSync(await readFile(join(outDir, manifest[key]!.file))).length,
    });
    const total = (files: { bytes: number }[]) =>
      files.reduce((sum, entry) => sum + entry.bytes, 0);
    const dynamicImports = manifest[pageKey]?.dynamicImports ?? [];
    if (dynamicImports.length !== 2) throw new Error('The measuring page imports two editors');
    const editors = await Promise.all(
      dynamicImports.map(async (key): Promise<EditorChunk> => {
        const chunk = [...staticClosure(manifest, key)].filter((file) => !page.has(file));
        const files = (await Promise.all(chunk.map(sizeOf))).sort((a, b) => b.bytes - a.bytes);
        return { entry: manifest[key]!.name ?? key, bytes: total(files), files };
      }),
    );
    return { editors, pageBytes: total(await Promise.all([...page].map(sizeOf))) };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
