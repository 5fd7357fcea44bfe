import { StrictMode, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import {
  ServedReads,
  ServedReadsContext,
  servedResults,
  type ServedAnswers,
} from '../api/served-reads';
import { DisplayClockProvider, type DisplayClock } from './display-clock';
import { RenderedCodeContext } from './lazy-route';
import { SiteRoutes } from './router';

export interface SiteRootProps {
  /** The router: the browser's, or the server's for one address. */
  router: (routes: ReactNode) => ReactNode;
  /** The answers the server read for this page, by SWR key (none for a client-rendered page). */
  served?: ServedAnswers;
  /**
   * The SWR cache: on the server a fresh one per request, holding the served answers
   * (`servedStates`); in the browser the global one, which the page's start fills the same way.
   */
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
export function SiteRoot({ router, served = NONE, cache, renderedCode, clock }: SiteRootProps) {
  const { results, reads } = servedOf(served);
  return (
    <StrictMode>
      <SWRConfig value={cache ? { fallback: results, provider: cache } : { fallback: results }}>
        <ServedReadsContext.Provider value={reads}>
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

const NONE: ServedAnswers = {};

interface Served {
  results: Record<string, unknown>;
  reads: ServedReads;
}

const servedByAnswers = new WeakMap<ServedAnswers, Served>();

/** Made once per set of answers, so re-rendering the root does not renew what was forgotten. */
function servedOf(answers: ServedAnswers): Served {
  let served = servedByAnswers.get(answers);
  if (!served) {
    served = { results: servedResults(answers), reads: new ServedReads(Object.keys(answers)) };
    servedByAnswers.set(answers, served);
  }
  return served;
}
