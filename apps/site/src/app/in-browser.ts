import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true after (ADR 0011):
 * for what the server cannot know or render (the browser's document, the address's #hash), shown
 * once the page is the browser's own, without a hydration mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
