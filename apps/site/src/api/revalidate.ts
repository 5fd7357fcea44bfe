import { useCallback } from 'react';
import { mutate, useSWRConfig } from 'swr';

const startingWith = (prefixes: readonly string[]) => (key: unknown) =>
  typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/**
 * Revalidates every cached GET whose address starts with one of `prefixes` (e.g. '/api/novels'), after
 * a write that changed what they answer.
 */
export function revalidateCalls(...prefixes: string[]): Promise<unknown> {
  // Only the matcher: with no data given SWR keeps what is shown and fetches again.
  return mutate(startingWith(prefixes));
}

/**
 * `revalidateCalls` on the cache of the component's SWR context: the site's one cache, or the cache of
 * its own a component test gives each page (which the module-level `mutate` does not reach).
 */
export function useRevalidateCalls(): (...prefixes: string[]) => Promise<unknown> {
  const { mutate: mutateCache } = useSWRConfig();
  return useCallback((...prefixes) => mutateCache(startingWith(prefixes)), [mutateCache]);
}
