import { StrictMode, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ServedReads, ServedReadsContext } from '../api/served-reads';
import { DisplayClockProvider, type DisplayClock } from './display-clock';
import { RenderedCodeContext } from './lazy-route';
import { SiteRoutes } from './router';

export interface SiteRootProps {
  /** The router: the browser's, or the server's for one address. */
  router: (routes: ReactNode) => ReactNode;
  /** The answers the server read for this page, by SWR key (none for a client-rendered page). */
  served?: Readonly<Record<string, unknown>>;
  /** The SWR cache: a fresh one per request on the server; the global one in the browser. */
  cache?: SWRConfiguration['provider'];
  /** On the server: collects the names of the lazy components the page renders. */
  renderedCode?: Set<string>;
  /** The clock a server-rendered page's dates are shown by (until hydrated, in the browser). */
  clock?: DisplayClock;
}

/**
 * The whole site, as the browser hydrates it and the server renders it (ADR 0011): both build this
 * same tree, so the server's HTML is what the first render in the browser produces.
 */
export function SiteRoot({ router, served = {}, cache, renderedCode, clock }: SiteRootProps) {
  return (
    <StrictMode>
      <SWRConfig value={cache ? { fallback: served, provider: cache } : { fallback: served }}>
        <ServedReadsContext.Provider value={servedReadsOf(served)}>
          <RenderedCodeContext.Provider value={renderedCode ?? null}>
            <DisplayClockProvider served={clock}>
              {/*
                A boundary around the whole site: React hydrates what is outside every boundary in
                one uninterrupted task, and what is inside one in slices that let the phone answer
                a tap or paint meanwhile (a long task of hydration was most of a page's blocking
                time on Lighthouse's mobile run). Nothing here suspends once the page's code is in.
              */}
              <Suspense fallback={null}>{router(<SiteRoutes />)}</Suspense>
            </DisplayClockProvider>
          </RenderedCodeContext.Provider>
        </ServedReadsContext.Provider>
      </SWRConfig>
    </StrictMode>
  );
}

const servedReadsByAnswers = new WeakMap<object, ServedReads>();

/** One `ServedReads` per set of answers, so re-rendering the root does not renew what was forgotten. */
function servedReadsOf(served: Readonly<Record<string, unknown>>): ServedReads {
  let reads = servedReadsByAnswers.get(served);
  if (!reads) {
    reads = new ServedReads(Object.keys(served));
    servedReadsByAnswers.set(served, reads);
  }
  return reads;
}
