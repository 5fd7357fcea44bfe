import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/app-config';

/** An entry of Vite's build manifest (only what is read here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The links a server-rendered page adds to its head, per page module (Vite's manifest key): the
 * styles of its code, so the HTML is styled at first paint (no flash before the scripts load them),
 * and its scripts as module preloads, fetched with the HTML rather than after the entry script.
 * What index.html already links (the entry and its imports) is left out.
 */
export function pageAssetLinks(siteDir: string): (module: string) => string {
  const manifestFile = join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new ConfigError(
      `The site's build manifest is missing (${manifestFile}): run \`npm run build\`.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const linkedByIndex = closure('index.html');
  const byModule = new Map<string, string>();
  return (module) => {
    let links = byModule.get(module);
    if (links === undefined) {
      const chunks = [...closure(module)].filter((key) => !linkedByIndex.has(key));
      const styles = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
      links = [
        ...[...styles].map(
          (file) => `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}" />`,
        ),
        ...chunks.map(
          (key) =>
            `<link rel="modulepreload" crossorigin href="/${escapeAttribute(manifest[key]!.file)}" />`,
        ),
      ].join('\n');
      byModule.set(module, links);
    }
    return links;
  };
}
