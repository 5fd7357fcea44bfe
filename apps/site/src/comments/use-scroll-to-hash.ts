import { useEffect, useRef } from 'react';

/** The element id an address's hash names (`#6650…a1` → `6650…a1`); null without one. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls to the element the hash names once the page says its content is there (docs/product §2.2:
 * `#commentId` scrolls to the comment). The browser's own jump happens before the data arrives, so
 * it finds nothing; this does it after, once per hash.
 */
export function useScrollToHash(hash: string, isReady: boolean): void {
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const id = hashTarget(hash);
    if (!isReady || id === null || scrolledFor.current === hash) return;
    const element = document.getElementById(id);
    if (!element) return;
    scrolledFor.current = hash;
    // Centred, so the sticky top bar does not cover it.
    element.scrollIntoView({ block: 'center' });
  }, [hash, isReady]);
}
