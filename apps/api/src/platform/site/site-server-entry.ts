import type { endpointUrl } from '@vn/domain';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config/config-error';

/**
 * A route of the contract, as the site's page reads name it: its address, and whether a visitor
 * without a session may call it.
 */
export type ReadRoute = Parameters<typeof endpointUrl>[0] & { public?: boolean };
export type ReadOptions = NonNullable<Parameters<typeof endpointUrl>[1]>;

/** One read of a page, answered in-process by the API; undefined when it did not answer 200. */
export type ReadCall = (route: ReadRoute, options?: ReadOptions) => Promise<unknown>;

/**
 * A read answered for a page, as the page carries it (the site's `ServedAnswer`): its result, or
 * the failure of a subject that does not exist.
 */
export type ServedAnswer = { result?: unknown } | { status: number; error: unknown };

/** What the site's server entry (apps/site/src/entry-server.tsx) gives the API (ADR 0011). */
export interface SiteServerEntry {
  /**
   * Reads what the page at an address needs; null when the browser renders it on its own. The
   * not-found page (the address is none of the site's pages) says `status: 404`.
   */
  readPage(
    pathname: string,
    search: URLSearchParams,
    read: ReadCall,
  ): Promise<{ path: string; status?: 404 } | null>;
  /** Renders a page from the answers read for it, keyed by the site's SWR keys. */
  renderPage(
    url: string,
    served: Readonly<Record<string, ServedAnswer>>,
    onError: (error: unknown) => void,
  ): Promise<{
    pipe<W extends NodeJS.WritableStream>(destination: W): W;
    code: readonly string[];
    clock: { now: number; timeZone: string | undefined };
  }>;
  /** The id of the JSON script that carries the reads and the rendered code to the browser. */
  SERVED_PAGE_ID: string;
}

/** The server entry the site's build writes beside the browser's files (`dist-ssr/`). */
export function siteServerEntryFile(siteDir: string): string {
  return join(siteDir, '..', 'dist-ssr', 'entry-server.js');
}

/**
 * Loads the site's server entry, an ES module (the API is CommonJS, whose `import()` loads one).
 * Missing, it is a deployment error, reported as the missing site is.
 */
export async function loadSiteServerEntry(siteDir: string): Promise<SiteServerEntry> {
  const file = siteServerEntryFile(siteDir);
  if (!existsSync(file)) {
    throw new ConfigError(`The site's server entry is missing (${file}): run \`npm run build\`.`);
  }
  return (await import(pathToFileURL(file).href)) as SiteServerEntry;
}
