import {
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResult,
  type Route,
  type RouteEndpoint,
} from '@vn/domain';
import useSWR, { preload, type SWRConfiguration, type SWRResponse } from 'swr';
import { callAddress, callEndpoint } from './client';
import { useServedReads } from './served-reads';

/** A read's path parameters and query, typed by the call's endpoint. */
export interface ReadOptions<R extends Route = Route> {
  params?: EndpointParamsInput<RouteEndpoint<R>>;
  query?: EndpointQueryInput<RouteEndpoint<R>>;
}

/**
 * A GET of the contract through SWR: the key is the call's address, so every component asking for the
 * same thing shares one request and one cache entry, and a mutation revalidates it by address
 * (`revalidateCalls`). `options` null means "not now" (a hook that waits for something).
 */
export function useEndpoint<R extends Route>(
  route: R,
  options: ReadOptions<R> | null = {},
  config?: SWRConfiguration<EndpointResult<RouteEndpoint<R>>>,
): SWRResponse<EndpointResult<RouteEndpoint<R>>> {
  const key = options === null ? null : callAddress(route, options);
  // An answer the server sent with this page is current: asking again on mount would fetch the same
  // data twice (and count a second view of a project or article).
  const served = useServedReads();
  const servedFresh = key !== null && served.isFresh(key);
  return useSWR(
    key,
    () => callEndpoint(route, options ?? {}),
    servedFresh ? { ...config, revalidateOnMount: false } : config,
  );
}

/**
 * Starts a GET before the component that reads it has loaded (a lazy page's code and its data then
 * download side by side); the component's `useEndpoint` with the same options picks up this request
 * instead of making another. Calling it again for the same address does nothing.
 */
export function preloadEndpoint<R extends Route>(route: R, options: ReadOptions<R> = {}): void {
  // On the server the page's reads are made before rendering (server/page-reads.ts).
  if (typeof window === 'undefined') return;
  preload(callAddress(route, options), () => callEndpoint(route, options)).catch(() => {
    // The reading component gets this failure from SWR and shows it; here it is not unhandled.
  });
}
