// First: schemas are built as libs/domain loads, and must be built without `new Function`.
import './zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { cache as swrCache } from 'swr/_internal';
import { startTransition, type ReactNode } from 'react';
import { servedStates } from './api/served-reads';
import { preloadRenderedCode } from './app/lazy-route';
import { SiteRoot } from './app/SiteRoot';
import { startAppearance } from './appearance/appearance-store';
import { SERVED_PAGE_ID, type ServedPage } from './server/served-page';

// The theme's variables live on <html>, so the global styles of <body> can use them too: the
// reader's theme (light, dark or the system's), before anything renders.
startAppearance();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** Hydrates a page the server rendered (ADR 0011) from what it came with. */
async function hydrate(root: HTMLElement, page: ServedPage) {
  // In the global cache too, so writes that update an entry from its current value find it there.
  // Written straight into the cache, not through `mutate`: SWR would then remember the entry as
  // empty before, hydrate each reader from that, and render it again with the data, a second render
  // that makes React give up hydrating the parts still waiting (and render them anew).
  // A subject the server found missing goes in as its error: the page hydrates showing its not-found
  // page, as the server rendered it.
  for (const [key, state] of servedStates(page.reads)) swrCache.set(key, state);
  await preloadRenderedCode(page.code);
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input and paint in between, instead of one long task over the whole page (a phone's processor
  // spends a few hundred milliseconds on the main page). A click on a part not yet hydrated makes
  // React finish that part at once and then handle the click.
  startTransition(() => {
    hydrateRoot(root, <SiteRoot router={router} served={page.reads} clock={page.clock} />, {
      // A mismatch is a bug (the page is rendered again here, correctly); say it where tests look.
      onRecoverableError: (error, info) =>
        console.error('Hydration:', error, (info as { componentStack?: string }).componentStack),
    });
  });
}

const servedPage = document.getElementById(SERVED_PAGE_ID)?.textContent;
if (servedPage) {
  void hydrate(container, JSON.parse(servedPage) as ServedPage);
} else {
  createRoot(container).render(<SiteRoot router={router} />);
}
