import type { Route } from '@vn/domain';
import { useCallback } from 'react';
import { mutate, useSWRConfig } from 'swr';

/** A read whose cached calls a write may make stale: a GET route of the contract (`@vn/domain`). */
export type CachedRoute = Pick<Route, 'method' | 'path'>;

const patterns = new Map<string, RegExp>();

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The addresses of a route's calls (the SWR keys `endpointUrl` writes): its path with each
 * `{placeholder}` one path segment, and any query. Exactly the route's own calls, not another
 * route's that shares the start of its path (`/api/drafts` is the draft list, not the draft at
 * `/api/drafts/{id}`; `/api/profile/{id}` is not `/api/profileByUsername/{username}`).
 */
function patternOf(route: CachedRoute): RegExp {
  if (route.method !== 'GET')
    throw new Error(`Only reads are cached: ${route.method} ${route.path}`);
  let pattern = patterns.get(route.path);
  if (!pattern) {
    const path = route.path
      .split(/\{\w+\}/)
      .map(escaped)
      .join('[^/?]+');
    pattern = new RegExp(`^${path}(?:\\?|$)`);
    patterns.set(route.path, pattern);
  }
  return pattern;
}

/** Whether an SWR key is a call of one of `routes`. */
export function isCallOf(routes: readonly CachedRoute[]): (key: unknown) => boolean {
  const matchers = routes.map(patternOf);
  return (key) => typeof key === 'string' && matchers.some((pattern) => pattern.test(key));
}

/**
 * Revalidates every cached call of `routes` (e.g. `novelsRoute`, every page and filter of the
 * catalogue), after a write that changed what they answer. The routes name what is stale, so no
 * page writes an address by hand.
 */
export function revalidateCalls(...routes: CachedRoute[]): Promise<unknown> {
  // Only the matcher: with no data given SWR keeps what is shown and fetches again.
  return mutate(isCallOf(routes));
}

/**
 * `revalidateCalls` on the cache of the component's SWR context: the site's one cache, or the cache of
 * its own a component test gives each page (which the module-level `mutate` does not reach).
 */
export function useRevalidateCalls(): (...routes: CachedRoute[]) => Promise<unknown> {
  const { mutate: mutateCache } = useSWRConfig();
  return useCallback((...routes) => mutateCache(isCallOf(routes)), [mutateCache]);
}
