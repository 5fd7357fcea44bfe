/** The built page's entry and the preloads of what it imports, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The site's starter (apps/site/public/scripts-after-first-screen.js). */
export const FIRST_SCREEN_STARTER = '/scripts-after-first-screen.js';

/**
 * A page rendered on the server is read before its scripts run, so they start after what its first
 * screen shows (ADR 0011): the entry script and its preloads give way to the starter, a deferred
 * script that adds them once the first screen's posters are in. The values move as they were
 * written, inside double quotes, into the starter's data attributes. A page the built shell gives
 * without an entry script is left as it is.
 */
export function scriptsAfterFirstScreen(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]);
  const starter =
    `<script defer src="${FIRST_SCREEN_STARTER}" data-entry="${entry[1]}" ` +
    `data-preloads="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => starter);
}
