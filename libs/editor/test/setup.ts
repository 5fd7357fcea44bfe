import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// ProseMirror's clipboard parser reads a pasted <style> through the legacy `CSSStyleSheet.rules`,
// which browsers have and happy-dom lacks: the same list as `cssRules`.
if (!('rules' in CSSStyleSheet.prototype)) {
  Object.defineProperty(CSSStyleSheet.prototype, 'rules', {
    get(this: CSSStyleSheet) {
      return this.cssRules;
    },
  });
}
