/* global window */
// Sets the reader's theme on <html> before the first paint (no light flash for a dark-theme reader);
// a file, not inline, for the CSP. Key and values: src/appearance/appearance-store.ts.
(function () {
  var theme = 'system';
  try {
    var stored = JSON.parse(window.localStorage.getItem('vn.appearance') || 'null');
    if (stored && (stored.theme === 'light' || stored.theme === 'dark')) theme = stored.theme;
  } catch {
    // Storage refused: the system's theme.
  }
  if (theme === 'system') {
    theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  window.document.documentElement.dataset.theme = theme;
  window.document.documentElement.style.colorScheme = theme;
})();
