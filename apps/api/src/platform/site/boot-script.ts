import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** How the built index.html loads the theme's boot script (apps/site/public/appearance-boot.js). */
const BOOT_SCRIPT_TAG = '<script src="/appearance-boot.js"></script>';

/**
 * The theme's boot script, written into the page instead of loaded from its file: it must run before
 * the first paint, and as a file it cost every page a request that held the paint back (Lighthouse's
 * mobile run, ADR 0011). The policy still allows no other inline script: it names this one by its
 * hash (`script-src 'sha256-…'`).
 */
export interface BootScript {
  /** The CSP source that allows exactly this script. */
  hashSource: string;
  /** The page with the script inline in place of its tag (unchanged if the tag is not there). */
  inline(page: string): string;
}

export function readBootScript(siteDir: string): BootScript | null {
  const file = join(siteDir, 'appearance-boot.js');
  if (!existsSync(file)) return null;
  const code = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(code).digest('base64');
  return {
    hashSource: `'sha256-${hash}'`,
    inline: (page) => page.replace(BOOT_SCRIPT_TAG, () => `<script>${code}</script>`),
  };
}
