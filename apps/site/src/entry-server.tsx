/// <reference types="node" />
/*
 * The site's server entry (ADR 0011), built by `vite build --ssr` into dist-ssr/ and loaded by the
 * API, which serves the pages: what to read for an address (server/page-reads.ts), and the page
 * rendered from those answers with the same components the browser hydrates.
 */
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SERVER_TIME_ZONE, type DisplayClock } from './app/display-clock';
import { servedStates, type ServedAnswers } from './api/served-reads';
import { SiteRoot } from './app/SiteRoot';
import { withoutNulPadding } from './server/react-stream-padding';

export { readPage, serverPages, type ReadCall, type ServerPage } from './server/page-reads';
export { SERVED_PAGE_ID } from './server/served-page';

/** How long a render may wait for lazy code before the page is sent as it is (the browser finishes it). */
const RENDER_TIMEOUT_MS = 5_000;

export interface RenderedPage {
  /** Writes the page's HTML (what goes inside #root) into `destination`, ending it. */
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  /** The lazy components the page rendered, whose code the browser loads before hydrating. */
  code: readonly string[];
  /** The clock its dates were shown by, which the browser hydrates with. */
  clock: DisplayClock;
}

/**
 * Renders the page at `url` (path and query) from the answers the server read for it, keyed as the
 * site's SWR keys (a missing subject among them renders as its not-found page). Resolves once everything is rendered: the site's policy allows no inline script,
 * which React's streamed Suspense swaps would need, and the data is already read, so waiting costs
 * only the first load of a page's code on the server. An error outside every boundary rejects (the
 * API then serves the client-rendered shell); one inside a boundary is reported to `onError`, and
 * the browser renders that part on its own.
 */
export function renderPage(
  url: string,
  served: ServedAnswers,
  onError: (error: unknown) => void,
): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const renderedCode = new Set<string>();
    const clock: DisplayClock = { now: Date.now(), timeZone: SERVER_TIME_ZONE };
    const stream = renderToPipeableStream(
      <SiteRoot
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
        served={served}
        // One cache per request: nothing one reader's page reads may show on another's.
        cache={() => servedStates(served)}
        renderedCode={renderedCode}
        clock={clock}
      />,
      {
        onAllReady: () =>
          resolve({
            pipe: (destination) => stream.pipe(withoutNulPadding()).pipe(destination),
            code: [...renderedCode],
            clock,
          }),
        onShellError: reject,
        onError,
      },
    );
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
  });
}
