import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STARTER, scriptsAfterFirstScreen } from './first-screen-scripts';

/** The head of a built index.html as Vite writes it. */
const builtHead = [
  '<head>',
  '    <script src="/appearance-boot.js"></script>',
  '    <script type="module" crossorigin src="/assets/index-Dn83.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-BQ7o.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/PortalProvider-BDJU.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/style-95ZG.css">',
  '</head>',
].join('\n');

describe('scripts after the first screen (ADR 0011)', () => {
  it('gives the entry and its preloads to the starter, which adds them later', () => {
    const page = scriptsAfterFirstScreen(builtHead);
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      `<script defer src="${FIRST_SCREEN_STARTER}" data-entry="/assets/index-Dn83.js" ` +
        'data-preloads="/assets/react-BQ7o.js /assets/PortalProvider-BDJU.js"></script>',
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
