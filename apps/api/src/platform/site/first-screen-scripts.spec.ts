import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STARTER, scriptsAfterFirstScreen } from './first-screen-scripts';

/** The head of a built index.html as Vite writes it (without preloads: `modulePreload: false`). */
const builtHead = [
  '<head>',
  '    <script src="/appearance-boot.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-Dn83.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/style-95ZG.css">',
  '</head>',
].join('\n');

describe('scripts after the first screen (ADR 0011)', () => {
  it('gives the entry to the starter, which adds it later', () => {
    const page = scriptsAfterFirstScreen(builtHead);
    expect(page).not.toContain('type="module"');
    expect(page).toContain(
      `<script defer src="${FIRST_SCREEN_STARTER}" data-entry="/assets/index-Dn83.js"></script>`,
    );
    // The theme's boot script and the styles stay where they were, before the first paint.
    expect(page).toContain('<script src="/appearance-boot.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-95ZG.css">');
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<head><title>Страница</title></head>';
    expect(scriptsAfterFirstScreen(page)).toBe(page);
  });
});
