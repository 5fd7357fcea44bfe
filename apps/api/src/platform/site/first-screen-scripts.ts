/** The built page's entry, as Vite writes it into index.html (the build writes no preloads). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The site's starter (apps/site/public/scripts-after-first-screen.js). */
export const FIRST_SCREEN_STARTER = '/scripts-after-first-screen.js';

/**
 * A page rendered on the server is read before its scripts run, so they start after what its first
 * screen shows (ADR 0011): the entry script gives way to the starter, a deferred script that
 * adds it once the first screen's posters are in. The address moves as it was written, inside double
 * quotes, into the starter's data attribute. A page the built shell gives
 * without an entry script is left as it is.
 */
export function scriptsAfterFirstScreen(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template);
  if (!entry) return template;
  const starter = `<script defer src="${FIRST_SCREEN_STARTER}" data-entry="${entry[1]}"></script>`;
  return template.replace(ENTRY_SCRIPT, () => starter);
}
